// gmove with section lengths known only at run time that do not agree: a runtime error that
// names the line of the directive, and the whole job ends.
// RUN: %xmpcc %s -o %t
// RUN: not %xmprun -n 2 %t 2>&1 | FileCheck %s
// CHECK: xmp: node {{[0-9]+}}: error: gmove: the sections are not conformable (shapes [5] and [6]) at {{.*}}nonconformable.c:[[#@LINE+13]]
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[20]
#pragma xmp distribute t[block] onto p
double a[20], b[20];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]

int main(void) {
  int n = 5 + (xmp_num_nodes() < 0);
  printf("start\n");
#pragma xmp gmove
  a[0:n] = b[0:n + 1];
  printf("not reached\n");
  return 0;
}
