// A negative section length known only at run time is still a run-time error naming the line
// (constant ones are compile errors: frontend/xmp-compat/section_const_length.c), for a local
// array assignment and a gmove of global arrays; a valid run-time length copies.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t 3 0 | FileCheck %s --check-prefix=OK
// OK: copied 3 3
// RUN: not %xmprun -n 2 %t -1 0 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: not %xmprun -n 2 %t -2 1 2>&1 | FileCheck %s --check-prefix=GMOVE
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[10]
#pragma xmp distribute t[block] onto p
int a[10], b[10];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]

int main(int argc, char **argv) {
  int x[10] = {0}, y[10] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, s = 0, g = 0;
  int n = atoi(argv[1]), which = atoi(argv[2]);
#pragma xmp loop on t[i]
  for (int i = 0; i < 10; i++)
    b[i] = 1, a[i] = 0;
  if (which == 0)
    // LOCAL: error: array section of negative length -1 at {{.*}}section_runtime_length.c:[[@LINE+1]]
    x[2:n] = y[0:n];
  // GMOVE: error: gmove: a section triplet has a zero step or a negative length at {{.*}}section_runtime_length.c:[[@LINE+1]]
#pragma xmp gmove
  a[2:n] = b[0:n];
  for (int i = 0; i < 10; i++)
    s += x[i];
#pragma xmp loop on t[i] reduction(+:g)
  for (int i = 0; i < 10; i++)
    g += a[i];
  if (xmpc_node_num() == 0)
    printf("copied %d %d\n", s, g);
  return 0;
}
