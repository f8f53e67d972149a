// reduce_shadow on a 2-D [block][block] array on a 2-D node array (reference 7.2): corner
// slots are added too by default (they reach the owner through the neighbour that shares its
// row block), not with `orthogonal`; /periodic/ in one or both dimensions with widths wider
// than one; sizes not divisible by the node counts; async(id). Every shadow slot gets a value
// depending on its holder and position, and the expected owned values are computed here
// independently from every node's block bounds.
// RUN: %xmpcc -O1 %s -o %t.O1
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: env XMP_MPI_DIRECT=0 %xmprun -n 4 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O1 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS bb-default
// CHECK: PASS bb-orthogonal
// CHECK: PASS bb-periodic
// CHECK: PASS bb-periodic-orth
// CHECK: PASS bb-mixed
// CHECK: PASS bb-async
#include <stdio.h>
#include <xmp.h>

#define N0 11
#define N1 13
#define SL0 2
#define SH0 2
#define SL1 2
#define SH1 1

#pragma xmp nodes g[*][2]
#pragma xmp template t[N0][N1]
#pragma xmp distribute t[block][block] onto g

long a[N0][N1];
#pragma xmp align a[i][j] with t[i][j]
#pragma xmp shadow a[SL0:SH0][SL1:SH1]

static long expect[N0][N1];
static int fails;

static long f(int i, int j) { return 1000 * i + j + 1; }
static long s(int q, int x, int y) { return 10000000L * (q + 1) + 10000L * (x + 10) + 10 * (y + 10); }

/* Owned box of node q (node array [P/2][2], block = ceil). */
static void box(int q, int lo[2], int hi[2]) {
  int np = xmp_num_nodes(), n[2] = {N0, N1}, p[2] = {np / 2, 2}, c[2] = {q / 2, q % 2};
  for (int d = 0; d < 2; d++) {
    int b = (n[d] + p[d] - 1) / p[d];
    lo[d] = c[d] * b;
    hi[d] = (c[d] + 1) * b < n[d] ? (c[d] + 1) * b - 1 : n[d] - 1;
  }
}

static void fill(void) {
  int me = xmp_node_num() - 1, lo[2], hi[2];
  box(me, lo, hi);
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++)
      for (int di = -SL0; di <= SH0; di++)
        for (int dj = -SL1; dj <= SH1; dj++) {
          int x = i + di, y = j + dj;
          if (x < lo[0] || x > hi[0] || y < lo[1] || y > hi[1]) a[x][y] = s(me, x, y);
        }
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++) a[i][j] = f(i, j);
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++) expect[i][j] = f(i, j);
}

/* expect += what reduce_shadow with widths w[d][side], periodic per[d], orth adds. */
static void add_expected(int w00, int w01, int w10, int w11, int p0, int p1, int orth) {
  int w[2][2] = {{w00, w01}, {w10, w11}}, per[2] = {p0, p1}, n[2] = {N0, N1};
  int sl[2] = {SL0, SL1}, sh[2] = {SH0, SH1};
  for (int q = 0; q < xmp_num_nodes(); q++) {
    int lo[2], hi[2];
    box(q, lo, hi);
    if (lo[0] > hi[0] || lo[1] > hi[1]) continue;
    for (int x = lo[0] - sl[0]; x <= hi[0] + sh[0]; x++)
      for (int y = lo[1] - sl[1]; y <= hi[1] + sh[1]; y++) {
        int v[2] = {x, y}, outside = 0, skip = 0;
        for (int d = 0; d < 2; d++) {
          if (v[d] >= lo[d] && v[d] <= hi[d]) continue;
          outside++;
          int dist = v[d] < lo[d] ? lo[d] - v[d] : v[d] - hi[d];
          if (dist > w[d][v[d] > hi[d]]) skip = 1;
          if (v[d] < 0 || v[d] >= n[d]) {
            if (!per[d]) skip = 1;
            v[d] = (v[d] + n[d]) % n[d];
          }
        }
        if (outside == 0 || skip || (orth && outside > 1)) continue;
        expect[v[0]][v[1]] += s(q, x, y);
      }
  }
}

static void check(const char *name) {
  int bad = 0;
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++)
      if (a[i][j] != expect[i][j] && bad++ < 4)
        printf("FAIL %s node %d: a[%d][%d] = %ld, want %ld\n", name, xmp_node_num(), i, j,
               a[i][j], expect[i][j]);
#pragma xmp reduction (+:bad)
  if (bad) fails++;
  if (xmp_node_num() == 1) printf("%s %s\n", bad ? "FAIL" : "PASS", name);
}

int main(void) {
  fill();
#pragma xmp reduce_shadow (a)
  add_expected(SL0, SH0, SL1, SH1, 0, 0, 0);
  check("bb-default");

  fill();
#pragma xmp reduce_shadow (a) orthogonal
  add_expected(SL0, SH0, SL1, SH1, 0, 0, 1);
  check("bb-orthogonal");

  fill();
#pragma xmp reduce_shadow (a) width(/periodic/2, /periodic/2:1)
  add_expected(2, 2, 2, 1, 1, 1, 0);
  check("bb-periodic");

  fill();
#pragma xmp reduce_shadow (a) width(/periodic/1:2, /periodic/1) orthogonal
  add_expected(1, 2, 1, 1, 1, 1, 1);
  check("bb-periodic-orth");

  fill();
#pragma xmp reduce_shadow (a) width(/periodic/2:0, 1:1)
  add_expected(2, 0, 1, 1, 1, 0, 0);
  check("bb-mixed");

  fill();
#pragma xmp reduce_shadow (a) width(1, /periodic/1) async(9)
  add_expected(1, 1, 1, 1, 0, 1, 0);
#pragma xmp wait_async (9)
  if (!xmp_test_async(9)) printf("FAIL test_async node %d\n", xmp_node_num());
  check("bb-async");
  return fails != 0;
}
