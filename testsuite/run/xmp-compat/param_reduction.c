// A reduction on a parameter declared as an array (`int a[N]`, adjusted to a pointer) covers
// the declared extent, as the reference implementation does.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 5
#pragma xmp nodes p[*]

static void sum(int a[N], double w[3][2]) {
#pragma xmp reduction(+: a, w)
}

static void top(long v[N]) {
#pragma xmp reduction(max: v)
}

int main(void) {
  int n = xmp_num_nodes(), me = xmpc_node_num();
  int a[N + 1];
  double w[3][2];
  long v[N];
  for (int i = 0; i <= N; i++)
    a[i] = i;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++)
      w[i][j] = i + j;
  for (int i = 0; i < N; i++)
    v[i] = me * i;
  sum(a, w);
  top(v);
  for (int i = 0; i < N; i++) {
    EXPECT_EQ(a[i], n * i);
    EXPECT_EQ(v[i], (long)(n - 1) * i);
  }
  EXPECT_EQ(a[N], N); /* outside the declared extent */
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++)
      EXPECT(w[i][j] == n * (i + j));
  return xmp_test_finish();
}
