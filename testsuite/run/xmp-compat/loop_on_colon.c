// `:` in a loop's on clause (reference 6.3.1): every node along that template dimension runs
// the iteration; a reduction counts each iteration once (also for `*`).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s -DN=4 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 12
#define M 40
#pragma xmp nodes p[*]
#pragma xmp nodes q[*][2]
#pragma xmp template t[N][M]
#pragma xmp distribute t[*][block] onto p
#pragma xmp template u[N][M]
#pragma xmp distribute u[block][block] onto q
double a[N][M];
#pragma xmp align a[i][j] with t[i][j]
double b[N][M];
#pragma xmp align b[i][j] with u[*][j]

int main(void) {
  /* 1-D node array: the first template dimension is not distributed. */
#pragma xmp loop (j) on t[:][j]
  for (int j = 0; j < M; j++)
    for (int i = 0; i < N; i++)
      a[i][j] = i * 100 + j;
  long s = 0;
  double mx = -1;
  int mi = -1, mj = -1;
#pragma xmp loop (j) on t[:][j] reduction(+: s) reduction(firstmax: mx / mi, mj /)
  for (int j = 0; j < M; j++)
    for (int i = 0; i < N; i++) {
      s += (long)a[i][j];
      if (a[i][j] > mx) {
        mx = a[i][j];
        mi = i;
        mj = j;
      }
    }
  long want = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      want += i * 100 + j;
  EXPECT_EQ(s, want);
  EXPECT(mx == (N - 1) * 100 + M - 1);
  EXPECT_EQ(mi, N - 1);
  EXPECT_EQ(mj, M - 1);

  /* 2-D node array: `u` is distributed in both dimensions; `b` is replicated along the first
     node dimension, so every node along it runs the iterations of its columns. */
  int runs = 0;
#pragma xmp loop (j) on u[:][j]
  for (int j = 0; j < M; j++) {
    runs++;
    for (int i = 0; i < N; i++)
      b[i][j] = i + j;
  }
  long t2 = 0, t3 = 0;
#pragma xmp loop (j) on u[:][j] reduction(+: t2)
  for (int j = 0; j < M; j++)
    for (int i = 0; i < N; i++)
      t2 += (long)b[i][j];
#pragma xmp loop (j) on u[*][j] reduction(+: t3)
  for (int j = 0; j < M; j++)
    t3 += j;
  long w2 = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      w2 += i + j;
  EXPECT_EQ(t2, w2);
  EXPECT_EQ(t3, M * (M - 1) / 2);
  /* Each node runs the columns its coordinate along q's second dimension owns. */
  int total = runs;
#pragma xmp reduction(+: total)
  EXPECT_EQ(total, M * (xmp_num_nodes() / 2));
  return xmp_test_finish();
}
