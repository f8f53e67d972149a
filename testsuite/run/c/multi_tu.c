// Differential test: two translation units compiled and linked by one driver invocation;
// extern globals, same-named statics in both units, function pointers across units, -I.
// RUN: %clang -O2 -w -I %S/Inputs %s %S/Inputs/multi_tu_other.c -o %t.ref
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 -I %S/Inputs %s %S/Inputs/multi_tu_other.c -o %t
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// Separate compilation with -c, then a link of the two objects by the driver.
// RUN: %xmpcc -O0 -c -I %S/Inputs %s -o %t.main.o
// RUN: %xmpcc -O0 -c -I %S/Inputs %S/Inputs/multi_tu_other.c -o %t.other.o
// RUN: %xmpcc %t.main.o %t.other.o -o %t.sep
// RUN: sh -c '%t.sep; echo "exit=$?"' > %t.sep.out
// RUN: diff %t.expected %t.sep.out

#include <stdio.h>
#include "multi_tu.h"

static int helper(int x) { return x + 1000; }   /* distinct from the other unit's helper */
static int hidden = 1;

int main(void) {
  printf("%s %s\n", unit_names[0], unit_names[1]);
  int added = other_add(5);        /* separate statement: argument evaluation order is unspecified */
  printf("other_add=%d counter=%d\n", added, shared_counter);
  shared_counter++;
  printf("counter=%d helper=%d hidden=%d\n", shared_counter, helper(1), hidden);
  struct vec2 v = other_scale((struct vec2){1.5, -2.0}, 4.0);
  printf("scaled=%.1f %.1f\n", v.x, v.y);
  printf("apply=%d\n", other_apply(helper, 2));
  return shared_counter - 100;
}
