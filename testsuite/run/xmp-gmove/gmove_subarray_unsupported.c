// A gmove whose executing nodes all lie outside the node set of a global array side cannot
// find that array's blocks (nodes outside the set hold none, so none of them knows where the
// blocks lie in the heap): a runtime error naming the line that says so, and the job ends.
// RUN: %xmpcc %s -o %t
// RUN: not %xmprun -n 3 %t 2>&1 | FileCheck %s
// CHECK: xmp: node 2: error: gmove to a global array none of whose nodes executes the gmove{{.*}}is not supported yet at {{.*}}gmove_subarray_unsupported.c:[[#@LINE+15]]
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp nodes q[2] = p[0:2]
#pragma xmp template t[20]
#pragma xmp distribute t[block] onto q
int a[20];
#pragma xmp align a[i] with t[i]

int main(void) {
  int loc[20];
  for (int i = 0; i < 20; i++) loc[i] = i;
#pragma xmp task on p[2]
  {
#pragma xmp gmove out
    a[:] = loc[:];
  }
  printf("not reached\n");
  return 0;
}
