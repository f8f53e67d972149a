// gmove with local sides whose size is known only at run time, and between sections of
// arrays of different ranks and alignments:
// - a 2-D VLA `V[r][w]` (r, w from the node count): global row to a VLA row, a VLA column
//   to a global array, a whole VLA section without lengths (`V[1][:]`), a 1-D VLA;
// - a malloc'd pointer with a run-time length, both directions;
// - `a[0][:] = b[0][:]` with a distributed along its first dimension ([block][*]) and b along
//   its second ([*][cyclic]); `x[2][:] = v[:]` (rank 2 = rank 1); `v[:] = z[1][:][3]` (a
//   3-D array distributed in its middle dimension, cyclic(3)).
// Every node checks its local data and every owner its elements against the formula.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 7 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS vla-row
// CHECK: PASS vla-col
// CHECK: PASS vla-default
// CHECK: PASS vla-1d
// CHECK: PASS malloc-in
// CHECK: PASS malloc-out
// CHECK: PASS rows-differently-aligned
// CHECK: PASS rank2-from-rank1
// CHECK: PASS rank1-from-rank3
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>

#define N 13
#define K 4

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp template tk[N]
#pragma xmp distribute tk[cyclic(3)] onto p

int a[K][N], b[K][N], x[K][N], v[N], z[K][N][5];
#pragma xmp align a[i][*] with t[i]
#pragma xmp align b[*][j] with tc[j]
#pragma xmp align x[*][j] with t[j]
#pragma xmp align v[i] with tc[i]
#pragma xmp align z[*][j][*] with tk[j]

static int f(int i, int j) { return 100 * i + j + 1; }

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s (%d errors)\n", err ? "FAIL" : "PASS", what, err);
}

int main(void) {
  int i, j, err, r = 2 + xmp_num_nodes() % 2, w = N + xmp_num_nodes() % 3;
  int V[r][w], W[w];

  /* x: [*][block]: row i of the global view is distributed along t */
  for (i = 0; i < K; i++) {
#pragma xmp loop on t[j]
    for (j = 0; j < N; j++) x[i][j] = f(i, j);
  }
  for (i = 0; i < r; i++)
    for (j = 0; j < w; j++) V[i][j] = -1;
#pragma xmp gmove
  V[r - 1][0:N] = x[3][:];
  err = 0;
  for (i = 0; i < r; i++)
    for (j = 0; j < w; j++)
      if (V[i][j] != (i == r - 1 && j < N ? f(3, j) : -1)) err++;
  report("vla-row", err);

  for (i = 0; i < r; i++)
    for (j = 0; j < w; j++) V[i][j] = 1000 * i + j;
#pragma xmp gmove
  v[0:r] = V[0:r][w - 1];
  err = 0;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++)
    if (v[i] != (i < r ? 1000 * i + w - 1 : 0)) err++;
  report("vla-col", err);

  /* a section without lengths of a VLA row runs to its run-time end (w >= N elements) */
#pragma xmp gmove
  V[1][w - N:] = x[1][:];
  err = 0;
  for (j = 0; j < w; j++)
    if (V[1][j] != (j >= w - N ? f(1, j - (w - N)) : 1000 + j)) err++;
  report("vla-default", err);

  for (j = 0; j < w; j++) W[j] = -3;
#pragma xmp gmove
  W[1:N - 1:1] = x[0][0:N - 1];
  err = 0;
  for (j = 0; j < w; j++)
    if (W[j] != (j >= 1 && j < N ? f(0, j - 1) : -3)) err++;
  report("vla-1d", err);

  int len = N - 1 + (xmp_num_nodes() < 0);
  int *q = malloc(sizeof(int) * (size_t)len);
  for (j = 0; j < len; j++) q[j] = -9;
#pragma xmp gmove
  q[0:len] = x[2][1:len];
  err = 0;
  for (j = 0; j < len; j++)
    if (q[j] != f(2, j + 1)) err++;
  report("malloc-in", err);
  for (j = 0; j < len; j++) q[j] = 7 * j;
#pragma xmp gmove
  v[1:len] = q[0:len];
  err = 0;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++)
    if (v[i] != (i >= 1 ? 7 * (i - 1) : 1000 * 0 + w - 1)) err++;
  report("malloc-out", err);
  free(q);

  /* a[0][:] = b[0][:]: a holds whole rows on their owner, b's rows are spread cyclically */
#pragma xmp loop on t[i]
  for (i = 0; i < K; i++)
    for (j = 0; j < N; j++) a[i][j] = -1;
  for (i = 0; i < K; i++) {
#pragma xmp loop on tc[j]
    for (j = 0; j < N; j++) b[i][j] = f(i, j) * 2;
  }
#pragma xmp gmove
  a[0][:] = b[0][:];
#pragma xmp gmove
  a[3][2:N - 2] = b[1][0:N - 2];
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < K; i++)
    for (j = 0; j < N; j++) {
      int want = i == 0 ? f(0, j) * 2 : i == 3 && j >= 2 ? f(1, j - 2) * 2 : -1;
      if (a[i][j] != want) err++;
    }
  report("rows-differently-aligned", err);

#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) v[i] = 5 * i;
#pragma xmp gmove
  x[2][:] = v[:];
  err = 0;
  for (i = 0; i < K; i++) {
#pragma xmp loop on t[j]
    for (j = 0; j < N; j++)
      if (x[i][j] != (i == 2 ? 5 * j : f(i, j))) err++;
  }
  report("rank2-from-rank1", err);

  for (i = 0; i < K; i++) {
#pragma xmp loop on tk[j]
    for (j = 0; j < N; j++)
      for (int k = 0; k < 5; k++) z[i][j][k] = 10000 * i + 10 * j + k;
  }
#pragma xmp gmove
  v[:] = z[1][:][3];
  err = 0;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++)
    if (v[i] != 10000 + 10 * i + 3) err++;
  report("rank1-from-rank3", err);
  return 0;
}
