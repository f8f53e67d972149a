// Collapsed (`*`) array dimensions in align (`a[i][*] with t(i)`, `b[*][i] with t(i)`), shadows
// on the distributed dimension only with a periodic uneven reflect, loops without an index
// list over nests with an inner collapsed dimension, gmove from block to cyclic with strided
// 2-D sections.
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
#define N 12
#define M 5
#pragma xmp nodes p(*)
#pragma xmp template t(0:N-1)
#pragma xmp distribute t(block) onto p
#pragma xmp template tc(0:N-1)
#pragma xmp distribute tc(cyclic) onto p
double a[N][M], b[M][N], c[N][M];
#pragma xmp align a[i][*] with t(i)
#pragma xmp align b[*][i] with t(i)
#pragma xmp align c[i][*] with tc(i)
#pragma xmp shadow a[1][0]
#pragma xmp shadow b[0][1:2]
int result = 0;
static int me;
static void chk(int k, int ok) { if (!ok) { if (!result) printf("node %d fails %d\n", me, k); result = k; } }
int main(void) {
  int i, j;
  me = xmp_node_num();
#pragma xmp loop on t(i)
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) { a[i][j] = i * 10 + j; b[j][i] = i * 10 + j; }
#pragma xmp reflect (a)
#pragma xmp reflect (b) width(0, /periodic/1:2)
#pragma xmp loop on t(i)
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) {
    if (i > 0) chk(1, a[i - 1][j] == (i - 1) * 10 + j);
    if (i < N - 1) chk(2, a[i + 1][j] == (i + 1) * 10 + j);
    chk(3, b[j][i - 1] == ((i + N - 1) % N) * 10 + j);
    chk(4, b[j][i + 2] == ((i + 2) % N) * 10 + j);
  }
#pragma xmp gmove
  c[:][:] = a[:][:];
#pragma xmp loop on tc(i)
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) chk(5, c[i][j] == i * 10 + j);
#pragma xmp gmove
  c[0:N/2:2][1:3] = a[1:N/2:2][0:3];
#pragma xmp loop on tc(i)
  for (i = 0; i < N; i++) for (j = 0; j < M; j++)
    chk(6, c[i][j] == (i % 2 == 0 && j >= 1 && j < 4 ? (1 + 2 * (i / 2)) * 10 + (j - 1) : i * 10 + j));
  double s = 0;
#pragma xmp loop on tc(i) reduction(+:s)
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) s += c[i][j];
  double w = 0;
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) w += (i % 2 == 0 && j >= 1 && j < 4 ? (1 + 2 * (i / 2)) * 10 + (j - 1) : i * 10 + j);
  chk(7, s == w);
#pragma xmp reduction(MAX:result)
  if (result == 0) printf("PASS %d\n", me); else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
