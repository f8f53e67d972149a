// xmp_array_gcllbound / xmp_array_gclubound (the reference implementation's inquiry of the
// global bounds of a node's local block), dim numbered from 1 in written order.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 20
#define M 6
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double a[N][M];
#pragma xmp align a[i][*] with t[i]

int main(void) {
  int P = xmp_num_nodes(), me = xmpc_node_num();
  int b = (N + P - 1) / P, lo = me * b, hi = lo + b < N ? lo + b - 1 : N - 1;
  int l = -1, u = -1;
  int rl = xmp_array_gcllbound(xmp_desc_of(a), 1, &l);
  int ru = xmp_array_gclubound(xmp_desc_of(a), 1, &u);
  if (lo < N) {
    EXPECT_EQ(rl, 0);
    EXPECT_EQ(ru, 0);
    EXPECT_EQ(l, lo);
    EXPECT_EQ(u, hi);
  } else {
    EXPECT(rl != 0 && ru != 0);
  }
  /* The second dimension is held whole. */
  EXPECT_EQ(xmp_array_gcllbound(xmp_desc_of(a), 2, &l), 0);
  EXPECT_EQ(xmp_array_gclubound(xmp_desc_of(a), 2, &u), 0);
  EXPECT_EQ(l, 0);
  EXPECT_EQ(u, M - 1);
  EXPECT(xmp_array_gcllbound(xmp_desc_of(a), 3, &l) != 0);
  return xmp_test_finish();
}
