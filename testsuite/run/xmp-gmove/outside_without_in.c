// A collective gmove inside a task whose source lives on nodes outside the task's node set is
// a runtime error naming the line (such a move needs `gmove in`), and the whole job ends.
// RUN: %xmpcc %s -o %t
// RUN: not %xmprun -n 2 %t 2>&1 | FileCheck %s
// CHECK: xmp: node 0: error: gmove: a source element lives on a node outside the executing node set (use gmove in) at {{.*}}outside_without_in.c:[[#@LINE+15]]
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[20]
#pragma xmp distribute t[block] onto p
double a[20];
#pragma xmp align a[i] with t[i]

int main(void) {
  double L[20];
#pragma xmp loop on t[i]
  for (int i = 0; i < 20; i++) a[i] = i;
#pragma xmp task on p[0]
  {
#pragma xmp gmove
    L[:] = a[:];
  }
  printf("not reached\n");
  return 0;
}
