// On `nodes p(2,2)`: gmove from a cyclic(3) x block array to a gblock x gblock one aligned in
// transposed order, back with run-time strided sections, a scalar from a shadowed array after
// reflect; loop reductions with `-`, `^`, `&&`, `||` on the gblock template.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 16
#pragma xmp nodes p(2, 2)
#pragma xmp template ta(0:N-1, 0:N-1)
#pragma xmp template tg(0:N-1, 0:N-1)
#pragma xmp distribute ta(cyclic(3), block) onto p
int m1[2] = {5, 11}, m2[2] = {9, 7};
#pragma xmp distribute tg(gblock(m1), gblock(m2)) onto p
double a[N][N], g[N][N];
#pragma xmp align a[i][j] with ta(j, i)
#pragma xmp align g[i][j] with tg(i, j)
#pragma xmp shadow g[1][1]
int result = 0;
static int me;
static void chk(int k, int ok) { if (!ok) { if (!result) printf("node %d fails %d\n", me, k); result = k; } }
int main(void) {
  int i, j;
  me = xmp_node_num();
#pragma xmp loop (j, i) on ta(j, i)
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) a[i][j] = i * 100 + j;
#pragma xmp loop (i, j) on tg(i, j)
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) g[i][j] = -1;
  /* cyclic(3) x block -> gblock x gblock, transposed alignment, strided */
#pragma xmp gmove
  g[:][:] = a[:][:];
#pragma xmp loop (i, j) on tg(i, j)
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) chk(1, g[i][j] == i * 100 + j);
  int lo = 1, len = 5;
#pragma xmp gmove
  a[lo:len:3][0:len] = g[N-len:len][lo:len:2];
#pragma xmp loop (j, i) on ta(j, i)
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) {
    int want = i * 100 + j;
    if (i >= 1 && (i - 1) % 3 == 0 && (i - 1) / 3 < 5 && j < 5) want = (N - 5 + (i - 1) / 3) * 100 + 1 + 2 * j;
    chk(2, a[i][j] == want);
  }
  /* from the shadowed array after reflect */
#pragma xmp reflect (g)
  double x;
#pragma xmp gmove
  x = g[N-1][0];
  chk(3, x == (N - 1) * 100);
  int sx = 5, bx = 6, lx = 1, ly = 0;
#pragma xmp loop (i, j) on tg(i, j) reduction(-:sx) reduction(^:bx) reduction(&&:lx) reduction(||:ly)
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { sx -= 1; bx ^= (i * N + j); lx = lx && g[i][j] >= 0; ly = ly || g[i][j] == 1515; }
  int wbx = 6; for (i = 0; i < N * N; i++) wbx ^= i;
  chk(4, sx == 5 - N * N);
  chk(5, bx == wbx);
  chk(6, lx == 1 && ly == 1);
#pragma xmp reduction(MAX:result)
  if (result == 0) printf("PASS %d\n", me); else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
