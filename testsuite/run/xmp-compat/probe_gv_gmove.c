// gmove between arrays with offset alignments (`with tb(i+2)`) and cyclic(2) ones, into and
// from an array replicated along one node dimension (`with t2(*, i)`), between 2-D arrays
// aligned in transposed order with the same template, `gmove in` / `gmove out` across
// distributions with strided sections, and a scalar into a strided section.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=ERROR %}
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 24
#pragma xmp nodes p(*)
#pragma xmp nodes q(2, *)
#pragma xmp template tb(0:N+1)
#pragma xmp template tc(0:N-1)
#pragma xmp template t2(0:N-1, 0:N-1)
#pragma xmp distribute tb(block) onto p
#pragma xmp distribute tc(cyclic(2)) onto p
#pragma xmp distribute t2(block, block) onto q
int x[N], y[N];
#pragma xmp align x[i] with tb(i+2)
#pragma xmp align y[i] with tc(i)
int m[N][N], mt[N][N], rep[N][N];
#pragma xmp align m[i][j] with t2(j, i)
#pragma xmp align mt[i][j] with t2(i, j)
#pragma xmp align rep[i][j] with t2(*, i)
int result = 0;
static int me;
static void chk(int k, int ok) {
  if (!ok) {
    if (!result) printf("node %d fails %d\n", me, k);
    result = k;
  }
}
int main(void) {
  int i, j;
  me = xmp_node_num();
#pragma xmp loop (i) on tb(i+2)
  for (i = 0; i < N; i++) x[i] = i + 1;
#pragma xmp loop (i) on tc(i)
  for (i = 0; i < N; i++) y[i] = 0;
#pragma xmp gmove
  y[:] = x[:];
#pragma xmp loop (i) on tc(i)
  for (i = 0; i < N; i++) chk(1, y[i] == i + 1);
  /* shifted strided sections both ways */
#pragma xmp gmove
  x[1:7:3] = y[10:7];
#pragma xmp loop (i) on tb(i+2)
  for (i = 0; i < N; i++)
    chk(2, x[i] == ((i >= 1 && i < 22 && (i - 1) % 3 == 0) ? 10 + (i - 1) / 3 + 1 : i + 1));
  /* a scalar into a strided section */
  int z = -5;
#pragma xmp gmove
  y[0:12:2] = z;
#pragma xmp loop (i) on tc(i)
  for (i = 0; i < N; i++) chk(3, y[i] == (i % 2 == 0 ? -5 : i + 1));
  /* in / out across distributions */
#pragma xmp loop (i) on tc(i)
  for (i = 0; i < N; i++) y[i] = 100 + i;
#pragma xmp gmove in
  x[0:N/2] = y[N/2:N/2];
#pragma xmp loop (i) on tb(i+2)
  for (i = 0; i < N / 2; i++) chk(4, x[i] == 100 + N / 2 + i);
#pragma xmp gmove out
  y[1:4:5] = x[0:4];
#pragma xmp loop (i) on tc(i)
  for (i = 0; i < N; i++)
    chk(5, y[i] == ((i - 1) % 5 == 0 && i < 20 ? 100 + N / 2 + (i - 1) / 5 : 100 + i));
  /* 2-D: the same template in transposed order */
#pragma xmp loop (j, i) on t2(j, i)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) m[i][j] = i * 100 + j;
#pragma xmp gmove
  mt[:][:] = m[:][:];
#pragma xmp loop (i, j) on t2(i, j)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) chk(6, mt[i][j] == i * 100 + j);
  /* into an array replicated along the first node dimension: every replica gets it */
#pragma xmp gmove
  rep[:][:] = m[:][:];
#pragma xmp loop (i) on t2(*, i)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) chk(7, rep[i][j] == i * 100 + j);
  /* from the replicated array: a transposed section into m */
#pragma xmp loop (i) on t2(*, i)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) rep[i][j] = -(i * 100 + j);
#pragma xmp gmove
  m[2:5][3:4] = rep[10:5][0:4];
#pragma xmp loop (j, i) on t2(j, i)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      int want = i * 100 + j;
      if (i >= 2 && i < 7 && j >= 3 && j < 7) want = -((i + 8) * 100 + j - 3);
      chk(8, m[i][j] == want);
    }
  /* one element of the replicated array to every node */
  int e = 0;
#pragma xmp gmove
  e = rep[N - 1][1];
  chk(9, e == -((N - 1) * 100 + 1));
#pragma xmp reduction(MAX:result)
  if (result == 0) printf("PASS %d\n", me);
  else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
