// Fixing a template twice where the compiler cannot see it (template_fix inside a loop) is a
// runtime error that names the directive's line, and the whole job ends.
// RUN: %xmpcc %s -o %t
// RUN: not %xmprun -n 2 %t > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// CHECK: xmp: node {{[0-9]+}}: error: template_fix of a template that is already fixed {{.*}} at {{.*}}template_fix_twice.c:[[#@LINE+11]]
// CHECK-NOT: AFTER
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]

int main(void) {
  int k;
#pragma xmp template t[:]
#pragma xmp distribute t[block] onto p
  for (k = 1; k <= 2; k++) {
#pragma xmp template_fix t[10 * k]
    printf("fixed %d\n", k);
  }
  printf("AFTER\n");
  return 0;
}
