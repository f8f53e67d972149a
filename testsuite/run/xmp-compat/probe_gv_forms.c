// Assorted global-view forms of the reference suite: a 1-based template (`t(1:N)`) with
// arrays aligned at an offset (`with t(i+1)`), loops from 1 with `<=` and a negative on-clause
// offset (`on t(i-1)`), block-cyclic loops with steps, the `array` directive on a cyclic(3)
// template section, `barrier`/`reduction`/`bcast` on node subsets, a replicated `*`
// alignment in the first dimension (`with t2(i, *)`), and upper-case reduction kinds with
// several variables per clause.
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
#define N 32
#pragma xmp nodes p(*)
#pragma xmp nodes q(2, *)
#pragma xmp template t(1:N)
#pragma xmp template c3(0:N-1)
#pragma xmp template t2(0:N-1, 0:N-1)
#pragma xmp distribute t(block) onto p
#pragma xmp distribute c3(cyclic(3)) onto p
#pragma xmp distribute t2(cyclic, block) onto q
int a[N], b[N], c[N], d[N];
#pragma xmp align a[i] with t(i+1)
#pragma xmp align b[i] with t(i+1)
#pragma xmp align c[i] with c3(i)
#pragma xmp align d[i] with c3(i)
double r2[N][N];
#pragma xmp align r2[i][j] with t2(j, *)
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
  int np = xmp_num_nodes();
  /* 1-based loop: i runs over the template's own indices */
#pragma xmp loop (i) on t(i)
  for (i = 1; i <= N; i++) a[i - 1] = i;
#pragma xmp loop (i) on t(i+1)
  for (i = 0; i < N; i++) chk(1, a[i] == i + 1);
#pragma xmp loop (i) on t(i-1)
  for (i = 2; i <= N + 1; i++) b[i - 2] = 2 * i;
#pragma xmp loop (i) on t(i+1)
  for (i = 0; i < N; i++) chk(2, b[i] == 2 * (i + 2));
  /* block-cyclic: step 2 and a decreasing loop with step 3 */
#pragma xmp loop (i) on c3(i)
  for (i = 0; i < N; i++) c[i] = 0;
#pragma xmp loop (i) on c3(i)
  for (i = 1; i < N; i += 2) c[i] = i;
#pragma xmp loop (i) on c3(i)
  for (i = N - 1; i >= 0; i -= 3) c[i] += 1000;
#pragma xmp loop (i) on c3(i)
  for (i = 0; i < N; i++)
    chk(3, c[i] == (i % 2 ? i : 0) + ((N - 1 - i) % 3 == 0 ? 1000 : 0));
  /* array assignment on a section of the cyclic(3) template */
#pragma xmp loop (i) on c3(i)
  for (i = 0; i < N; i++) d[i] = -1;
#pragma xmp array on c3(2:N-3)
  d[2:N-4] = c[2:N-4] * 2 + 1;
#pragma xmp loop (i) on c3(i)
  for (i = 0; i < N; i++) chk(4, d[i] == (i >= 2 && i <= N - 3 ? c[i] * 2 + 1 : -1));
  /* collectives on node subsets */
  int half = np / 2 > 0 ? np / 2 : 1;
#pragma xmp barrier on p(1:half)
  int v = me, w = me;
#pragma xmp reduction(+:v) on p(1:half)
  chk(5, me > half ? v == me : v == half * (half + 1) / 2);
#pragma xmp bcast (w) from p(half) on p(half:np)
  chk(6, me >= half ? w == half : w == me);
  /* replicated along the first template dimension */
#pragma xmp loop (j) on t2(j, *)
  for (j = 0; j < N; j++)
    for (i = 0; i < N; i++) r2[i][j] = i + j * 0.5;
  double s1 = 0, s2 = 0;
  int mx = -1, mn = N;
#pragma xmp loop (j) on t2(j, *) reduction(+: s1, s2) reduction(MAX: mx) reduction(MIN: mn)
  for (j = 0; j < N; j++) {
    for (i = 0; i < N; i++) s1 += r2[i][j];
    s2 += j;
    if (j > mx) mx = j;
    if (j < mn) mn = j;
  }
  chk(7, s1 == N * (N * (N - 1) / 2) + N * 0.5 * (N * (N - 1) / 2));
  chk(8, s2 == N * (N - 1) / 2 && mx == N - 1 && mn == 0);
#pragma xmp reduction(MAX:result)
  if (result == 0) printf("PASS %d\n", me);
  else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
