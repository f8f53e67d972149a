// The array directive on a parenthesis-form template reference (`array on t(:,:)`, also with
// `lower:upper` triplets) and on an xmp_malloc'd pointer to a VLA (`int (*a)[m]`).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s -DN=3 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 16
#define M 8
#pragma xmp nodes p(*)
#pragma xmp template t(0:M-1, 0:N-1)
#pragma xmp distribute t(*, block) onto p
double a[N][M], b[N][M];
#pragma xmp align a[i][j] with t(j, i)
#pragma xmp align b[i][j] with t(j, i)

static int vla(int n, int m) {
#pragma xmp template u[:][:]
#pragma xmp distribute u[block][*] onto p
  int (*v)[m];
#pragma xmp align v[i][j] with u[i][j]
#pragma xmp template_fix u[n][m]
  v = (int (*)[m])xmp_malloc(xmp_desc_of(v), n, m);
#pragma xmp array on u[0:n][0:m]
  v[0:n][0:m] = 3;
#pragma xmp array on u[1:n-2][1:m-2]
  v[1:n-2][1:m-2] = v[1:n-2][1:m-2] + 4;
  long s = 0;
#pragma xmp loop (i, j) on u[i][j] reduction(+: s)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += v[i][j];
  /* A node owning no row keeps s (reference 6.3.5). */
  int P = xmp_num_nodes(), owns = xmpc_node_num() * ((n + P - 1) / P) < n;
  return s == (owns ? 3L * n * m + 4L * (n - 2) * (m - 2) : 0);
}

int main(void) {
#pragma xmp array on t(:,:)
  a[:][:] = 1.5;
#pragma xmp array on t(:,:)
  b[:][:] = a[:][:] * 2;
  /* Columns 2..5 of rows 1..8 (Fortran order: t(j, i)). */
#pragma xmp array on t(2:5, 1:8)
  b[1:8][2:4] = a[1:8][2:4] + 10;
  double s = 0;
#pragma xmp loop (i, j) on t(j, i) reduction(+: s)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      s += b[i][j];
  EXPECT(s == 3.0 * N * M + 8.5 * 8 * 4);
  EXPECT(vla(11, 5));
  EXPECT(vla(3, 7));
  return xmp_test_finish();
}
