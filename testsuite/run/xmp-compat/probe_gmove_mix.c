// gmove between block, cyclic(3), gblock (with an empty block) and block(6) arrays, strided and shifted sections, global to local and back, an element into a section, columns of a transposed cyclic x block array into a block array, a 2-D array into a local one (async), a 2-D strided section.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 20
#define M 6
#pragma xmp nodes p(4)
#pragma xmp nodes q(2,2)
int gm[4] = {3, 9, 0, 8};
#pragma xmp template tb(0:N-1)
#pragma xmp template tc(0:N-1)
#pragma xmp template tg(0:N-1)
#pragma xmp template tn(0:N-1)
#pragma xmp template t2(0:M-1, 0:N-1)
#pragma xmp distribute tb(block) onto p
#pragma xmp distribute tc(cyclic(3)) onto p
#pragma xmp distribute tg(gblock(gm)) onto p
#pragma xmp distribute tn(block(6)) onto p
#pragma xmp distribute t2(cyclic, block) onto q
int b[N], c[N], g[N], n6[N], m2[N][M], mt[M][N];
#pragma xmp align b[i] with tb(i)
#pragma xmp align c[i] with tc(i)
#pragma xmp align g[i] with tg(i)
#pragma xmp align n6[i] with tn(i)
#pragma xmp align m2[i][j] with t2(j, i)
#pragma xmp align mt[j][i] with tb(i)
int result = 0;
static int me;
static void chk(int k, int ok) { if (!ok) { result = k; printf("node %d fails %d\n", me, k); } }
int main(void) {
  int i, j, l[N], lm[N][M];
  me = xmp_node_num();
#pragma xmp loop (i) on tb(i)
  for (i = 0; i < N; i++) b[i] = i + 1;
  /* whole-array gmoves between every pair of formats */
#pragma xmp gmove
  c[:] = b[:];
#pragma xmp gmove
  g[:] = c[:];
#pragma xmp gmove
  n6[:] = g[:];
#pragma xmp loop (i) on tn(i)
  for (i = 0; i < N; i++) chk(1, n6[i] == i + 1);
  /* shifted sections with a stride */
#pragma xmp gmove
  c[0:5:2] = g[10:5];
#pragma xmp loop (i) on tc(i)
  for (i = 0; i < N; i++) chk(2, c[i] == ((i < 10 && i % 2 == 0) ? i / 2 + 11 : i + 1));
  /* global to local and local to global */
  for (i = 0; i < N; i++) l[i] = -1;
#pragma xmp gmove
  l[2:8] = g[12:8];
  for (i = 0; i < N; i++) chk(3, l[i] == ((i >= 2 && i < 10) ? i + 11 : -1));
  for (i = 0; i < N; i++) l[i] = 100 + i;
#pragma xmp gmove
  b[0:N] = l[0:N];
#pragma xmp loop (i) on tb(i)
  for (i = 0; i < N; i++) chk(4, b[i] == 100 + i);
  /* a scalar element to a section and element to element */
#pragma xmp gmove
  c[:] = b[7];
#pragma xmp loop (i) on tc(i)
  for (i = 0; i < N; i++) chk(5, c[i] == 107);
#pragma xmp gmove
  g[19] = b[0];
#pragma xmp loop (i) on tg(i)
  for (i = 0; i < N; i++) if (i == 19) chk(6, g[i] == 100);
  /* 2-D: transposed alignment to a row-distributed array, one column into a 1-D array */
#pragma xmp loop (i, j) on t2(j, i)
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) m2[i][j] = i * 10 + j;
  for (j = 0; j < M; j++) {
#pragma xmp gmove
    mt[j][:] = m2[:][j];
  }
#pragma xmp loop (i) on tb(i)
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) chk(7, mt[j][i] == i * 10 + j);
  /* the whole 2-D array into a local one, async */
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) lm[i][j] = -1;
#pragma xmp gmove async(3)
  lm[:][:] = m2[:][:];
#pragma xmp wait_async(3)
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) chk(8, lm[i][j] == i * 10 + j);
  /* a 2-D section with a stride in both dimensions */
#pragma xmp gmove
  m2[1:5:4][0:3:2] = mt[0:5][0:3];
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) lm[i][j] = -2;
#pragma xmp gmove
  lm[:][:] = m2[:][:];
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) {
    int want = i * 10 + j;
    if (i >= 1 && i < 21 && (i - 1) % 4 == 0 && j % 2 == 0 && j < 6) want = (j / 2) * 10 + (i - 1) / 4;
    chk(9, lm[i][j] == want);
  }
#pragma xmp reduction (max:result)
  if (result == 0) printf("PASS %d\n", me);
  else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
