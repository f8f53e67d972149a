// A 3-D template on a 2-D node array with a middle `*` dimension: a loop nest written in the
// reverse order of its index list, an on clause with an index, `:` and a section
// (`on t3(i, :, 2:3)`); template_fix with cyclic(2) and a decreasing loop; block(4) with
// `continue` in the body; an array-valued reduction (nodes owning nothing keep their value).
// Written in the style of the reference implementation's test suite (PASS/ERROR per node).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=ERROR %}
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 12
#pragma xmp nodes q(2, *)
#pragma xmp template t3(0:N-1, 0:3, 0:N-1)
#pragma xmp distribute t3(block, *, block) onto q
#pragma xmp template tf(:)
#pragma xmp nodes p(*)
#pragma xmp distribute tf(cyclic(2)) onto p
#pragma xmp template tn(0:N-1)
#pragma xmp distribute tn(block(4)) onto p
int e[N][4][N];
#pragma xmp align e[k][j][i] with t3(i, j, k)
int *f;
#pragma xmp align f[i] with tf(i)
int g[N];
#pragma xmp align g[i] with tn(i)
int result = 0;
static int me;
static void chk(int k, int ok) { if (!ok) { if (!result) printf("node %d fails %d\n", me, k); result = k; } }
int main(void) {
  int i, j, k;
  me = xmp_node_num();
#pragma xmp loop (i, k) on t3(i, *, k)
  for (k = 0; k < N; k++) for (i = 0; i < N; i++) for (j = 0; j < 4; j++) e[k][j][i] = k * 1000 + j * 100 + i;
  /* reversed nest order */
  long s = 0;
#pragma xmp loop (i, k) on t3(i, *, k) reduction(+:s)
  for (i = 0; i < N; i++) for (k = 0; k < N; k++) s += e[k][1][i];
  long ws = 0;
  for (i = 0; i < N; i++) for (k = 0; k < N; k++) ws += k * 1000 + 100 + i;
  chk(1, s == ws);
  /* index, colon and bounded triplet in 3-D */
  int runs = 0;
  long s2 = 0;
#pragma xmp loop (i) on t3(i, :, 2:3) reduction(+:s2)
  for (i = 0; i < N; i++) { runs++; s2 += i; }
  int ny = xmp_num_nodes() / 2, bs = (N + ny - 1) / ny, my = (me - 1) / 2;
  int owns = my * bs <= 3 && 2 <= my * bs + bs - 1;
  chk(2, s2 == (owns ? N * (N - 1) / 2 : 0));
  /* template_fix cyclic(2) */
  int n = 10;
#pragma xmp template_fix (cyclic(2)) tf(0:n-1)
  f = (int *)xmp_malloc(xmp_desc_of(f), n);
#pragma xmp loop (i) on tf(i)
  for (i = 0; i < n; i++) f[i] = i * 3;
  int fs = 0;
#pragma xmp loop (i) on tf(i) reduction(+:fs)
  for (i = n - 1; i >= 0; i--) fs += f[i];
  chk(3, fs == (2 * (me - 1) < n ? 135 : 0));
  /* block(4), continue and break in the body */
#pragma xmp loop (i) on tn(i)
  for (i = 0; i < N; i++) {
    g[i] = -1;
    if (i % 3 == 0) continue;
    g[i] = i;
  }
#pragma xmp loop (i) on tn(i)
  for (i = 0; i < N; i++) chk(4, g[i] == (i % 3 == 0 ? -1 : i));
  /* array-valued reduction */
  int arr[4] = {0, 0, 0, 0};
#pragma xmp loop (i) on tn(i) reduction(+:arr)
  for (i = 0; i < N; i++) arr[i % 4] += i;
  /* block(4): the nodes past the third own nothing and keep their value */
  if (me <= 3) chk(5, arr[0] == 12 && arr[1] == 15 && arr[2] == 18 && arr[3] == 21);
  else chk(5, arr[0] == 0 && arr[1] == 0 && arr[2] == 0 && arr[3] == 0);
#pragma xmp reduction(MAX:result)
  if (result == 0) printf("PASS %d\n", me); else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
