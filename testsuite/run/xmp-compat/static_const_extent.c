// Extents from `static const int` variables at file scope: arrays folded as clang does
// (-Wgnu-folding-constant), templates, node arrays and distribution parameters.
// RUN: %xmpcc -O2 %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// WARN: warning: variable length array folded to constant array as an extension [-Wgnu-folding-constant]
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

static const int N = 48;
static const int W = N / 8;
#pragma xmp nodes p[*]
#pragma xmp template t[N][N]
#pragma xmp distribute t[*][cyclic(W)] onto p
double a[N][N], b[N][N];
#pragma xmp align a[i][j] with t[i][j]
#pragma xmp align b[i][j] with t[i][j]
int counts[N];

int main(void) {
#pragma xmp loop (j) on t[:][j]
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++) {
      a[i][j] = i * N + j;
      b[i][j] = 2 * a[i][j];
    }
  double s = 0;
#pragma xmp loop (i, j) on t[i][j] reduction(+: s)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += b[i][j] - a[i][j];
  EXPECT(s == (double)(N * N) * (N * N - 1) / 2);
  EXPECT_EQ(sizeof a, N * N * sizeof(double));
  EXPECT_EQ(sizeof counts / sizeof counts[0], 48);
  return xmp_test_finish();
}
