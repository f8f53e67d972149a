// Reflect on 2-D and 3-D arrays over a 2-D node array: uneven shadows (`shadow a[1:2][2:1]`)
// with periodic widths in both dimensions (corners included), a non-periodic width after it
// (the boundary shadows keep the periodic values), a full shadow (`*`) dimension next to a
// periodic one (a periodic reflect of one dimension after the whole shadow carries the
// full-shadow rows to the neighbours), async reflect with wait_async, and offset alignment
// (`with t(j+1, i)`).
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
#define N 16
#define K 8
#pragma xmp nodes q(2, *)
#pragma xmp template t2(0:N, 0:N-1)
#pragma xmp template t3(0:N-1, 0:N-1, 0:K-1)
#pragma xmp distribute t2(block, block) onto q
#pragma xmp distribute t3(*, block, block) onto q
double a[N][N];
#pragma xmp align a[i][j] with t2(j+1, i)
#pragma xmp shadow a[1:2][2:1]
int c[K][N][N];
#pragma xmp align c[k][i][j] with t3(j, i, k)
#pragma xmp shadow c[1][*][0]
int result = 0;
static int me;
static void chk(int k, int ok) {
  if (!ok) {
    if (!result) printf("node %d fails %d\n", me, k);
    result = k;
  }
}
static int wrap(int i, int n) { return (i + n) % n; }
int main(void) {
  int i, j, k, di, dj;
  me = xmp_node_num();
#pragma xmp loop (j, i) on t2(j+1, i)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) a[i][j] = i * 100 + j;
#pragma xmp reflect (a) width(/periodic/1:2, /periodic/2:1)
#pragma xmp loop (j, i) on t2(j+1, i)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      for (di = -1; di <= 2; di++)
        for (dj = -2; dj <= 1; dj++)
          chk(1, a[i + di][j + dj] == wrap(i + di, N) * 100 + wrap(j + dj, N));
  /* new values, a non-periodic reflect of the first dimension only */
#pragma xmp loop (j, i) on t2(j+1, i)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) a[i][j] = 5000 + i * 100 + j;
#pragma xmp reflect (a) width(1:1, 0)
#pragma xmp loop (j, i) on t2(j+1, i)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      chk(2, a[i - 1][j] == (i > 0 ? 5000 + (i - 1) * 100 + j : (N - 1) * 100 + j));
      chk(3, a[i + 1][j] == (i < N - 1 ? 5000 + (i + 1) * 100 + j : j));
    }
  /* 3-D: full shadow along i, periodic along k, asynchronous */
#pragma xmp loop (j, i, k) on t3(j, i, k)
  for (k = 0; k < K; k++)
    for (i = 0; i < N; i++)
      for (j = 0; j < N; j++) c[k][i][j] = k * 10000 + i * 100 + j;
  /* the whole declared shadow first (i gathered, k not periodic), then the periodic k
     planes, which carry the gathered i rows along */
#pragma xmp reflect (c)
#pragma xmp reflect (c) width(/periodic/1, 0, 0) async(2)
#pragma xmp wait_async(2)
#pragma xmp loop (j, k) on t3(j, *, k)
  for (k = 0; k < K; k++)
    for (j = 0; j < N; j++)
      for (i = 0; i < N; i++) {
        chk(4, c[k][i][j] == k * 10000 + i * 100 + j);
        chk(5, c[k - 1][i][j] == wrap(k - 1, K) * 10000 + i * 100 + j);
        chk(6, c[k + 1][i][j] == wrap(k + 1, K) * 10000 + i * 100 + j);
      }
#pragma xmp reduction(MAX:result)
  if (result == 0) printf("PASS %d\n", me);
  else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
