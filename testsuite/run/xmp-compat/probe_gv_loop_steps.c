// Loops on templates with offset alignments (`align a[i] with t(i+1)`, `t(i-2)`), steps of 2
// and 3, decreasing loops (`i--`, `i -= 2`) over block, cyclic and cyclic(3) templates, loop
// on-clause offsets (`on t(i+1)`), and reductions of several kinds inside loops on a 2-D node
// array (over one or both of its dimensions).
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
#define N 30
#pragma xmp nodes p(*)
#pragma xmp nodes q(2, *)
#pragma xmp template tb(0:N)
#pragma xmp template tc(0:N)
#pragma xmp template t3(0:N)
#pragma xmp template t2(0:N-1, 0:N-1)
#pragma xmp distribute tb(block) onto p
#pragma xmp distribute tc(cyclic) onto p
#pragma xmp distribute t3(cyclic(3)) onto p
#pragma xmp distribute t2(block, cyclic) onto q
int a[N], b[N], c[N], d[N][N];
#pragma xmp align a[i] with tb(i+1)
#pragma xmp align b[i] with tc(i)
#pragma xmp align c[i] with t3(i+1)
#pragma xmp align d[i][j] with t2(j, i)
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
#pragma xmp loop (i) on tb(i+1)
  for (i = 0; i < N; i++) a[i] = 2 * i;
#pragma xmp loop (i) on tc(i)
  for (i = 0; i < N; i++) b[i] = 0;
#pragma xmp loop (i) on t3(i+1)
  for (i = 0; i < N; i++) c[i] = 0;
  /* step 2 over an offset-aligned block array, decreasing over cyclic ones */
  int cnt = 0;
#pragma xmp loop (i) on tb(i+1) reduction(+:cnt)
  for (i = 1; i < N; i += 2) {
    a[i] += 1;
    cnt++;
  }
  chk(1, cnt == N / 2);
#pragma xmp loop (i) on tc(i)
  for (i = N - 1; i >= 0; i--) b[i] = i * 3;
#pragma xmp loop (i) on t3(i+1)
  for (i = N - 2; i >= 0; i -= 2) c[i] = i + 100;
#pragma xmp loop (i) on tb(i+1)
  for (i = 0; i < N; i++) chk(2, a[i] == 2 * i + (i % 2));
#pragma xmp loop (i) on tc(i)
  for (i = 0; i < N; i++) chk(3, b[i] == i * 3);
#pragma xmp loop (i) on t3(i+1)
  for (i = 0; i < N; i++) chk(4, c[i] == (i % 2 == 0 ? i + 100 : 0));
  /* step 3 and a reduction with a decreasing loop on cyclic(3) */
  long s = 0;
  int mx = -1, mn = 1 << 30;
#pragma xmp loop (i) on t3(i+1) reduction(+:s) reduction(MAX:mx) reduction(MIN:mn)
  for (i = N - 1; i >= 2; i -= 3) {
    s += c[i];
    if (c[i] > mx) mx = c[i];
    if (c[i] < mn) mn = c[i];
  }
  long ws = 0;
  int wmx = -1, wmn = 1 << 30;
  for (i = N - 1; i >= 2; i -= 3) {
    int v = i % 2 == 0 ? i + 100 : 0;
    ws += v;
    if (v > wmx) wmx = v;
    if (v < wmn) wmn = v;
  }
  chk(5, s == ws && mx == wmx && mn == wmn);
  /* loops on a 2-D node array: whole nest, one dimension with steps, both decreasing */
#pragma xmp loop (i, j) on t2(j, i)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) d[i][j] = i * N + j;
  long t = 0;
  double prod = 1;
  int band = -1, bor = 0;
#pragma xmp loop (i, j) on t2(j, i) reduction(+:t) reduction(*:prod) reduction(&:band) reduction(|:bor)
  for (i = N - 1; i >= 0; i -= 3)
    for (j = 1; j < N; j += 3) {
      t += d[i][j];
      if (i < 4 && j < 8) prod *= 2;
      band &= d[i][j] | 1;
      bor |= 1 << (d[i][j] % 20);
    }
  long wt = 0;
  double wprod = 1;
  int wband = -1, wbor = 0;
  for (i = N - 1; i >= 0; i -= 3)
    for (j = 1; j < N; j += 3) {
      wt += i * N + j;
      if (i < 4 && j < 8) wprod *= 2;
      wband &= (i * N + j) | 1;
      wbor |= 1 << ((i * N + j) % 20);
    }
  chk(6, t == wt && prod == wprod && band == wband && bor == wbor);
  /* one loop index: the other dimension is an enclosing loop's variable */
  /* one loop index: the other dimension is an enclosing loop's variable (the owners of
     column i reduce; the other nodes keep their value) */
  for (i = 0; i < N; i += 7) {
    long r = 0;
    int ran = 0;
#pragma xmp loop (j) on t2(j, i) reduction(+:r)
    for (j = 0; j < N; j++) {
      r += d[i][j];
      ran = 1;
    }
    chk(7, r == (ran ? (long)i * N * N + N * (N - 1) / 2 : 0));
    chk(10, ran == ((xmp_node_num() - 1) / 2 == i % (xmp_num_nodes() / 2)));
  }
  /* firstmax / lastmin locations on the 2-D node array */
  int fm = -1, fi = -1, fj = -1, lm = 1 << 30, li = -1, lj = -1;
#pragma xmp loop (i, j) on t2(j, i) reduction(firstmax: fm / fi, fj /) reduction(lastmin: lm / li, lj /)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      int v = (i * 7 + j * 3) % 11;
      if (v > fm) { fm = v; fi = i; fj = j; }
      if (v <= lm) { lm = v; li = i; lj = j; }
    }
  int wfm = -1, wfi = -1, wfj = -1, wlm = 1 << 30, wli = -1, wlj = -1;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      int v = (i * 7 + j * 3) % 11;
      if (v > wfm) { wfm = v; wfi = i; wfj = j; }
      if (v <= wlm) { wlm = v; wli = i; wlj = j; }
    }
  chk(8, fm == wfm && fi == wfi && fj == wfj);
  chk(9, lm == wlm && li == wli && lj == wlj);
#pragma xmp reduction(MAX:result)
  if (result == 0) printf("PASS %d\n", me);
  else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
