// reflect on 2-D arrays: block in both dimensions on a 2-D node array (corner neighbours
// updated by default, not with `orthogonal`), block in one dimension only ([block][*] and
// [*][block] templates, the other dimension's shadow filled only by /periodic/ local copies),
// /periodic/ in one or both dimensions with widths wider than one, sizes not divisible by the
// node counts (struct elements: reflect_struct.c). Every shadow slot reachable from an owned
// element is compared with the value its source must have, or with the sentinel where the
// reflect must not write.
// RUN: %xmpcc -O1 %s -o %t.O1
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS bb-default
// CHECK: PASS bb-orthogonal
// CHECK: PASS bb-periodic
// CHECK: PASS bb-periodic-orth
// CHECK: PASS bb-mixed
// CHECK: PASS bs-periodic
// CHECK: PASS sb-default
#include <stdio.h>
#include <xmp.h>

#define N0 11
#define N1 13
#define SENT (-7)

#pragma xmp nodes p[*]
#pragma xmp nodes g[*][2]
#pragma xmp template t[N0][N1]
#pragma xmp distribute t[block][block] onto g
#pragma xmp template tr[N0][N1]
#pragma xmp distribute tr[block][*] onto p
#pragma xmp template tc[N0][N1]
#pragma xmp distribute tc[*][block] onto p

int a[N0][N1];
#pragma xmp align a[i][j] with t[i][j]
#pragma xmp shadow a[2][2:1]
int r[N0][N1];
#pragma xmp align r[i][j] with tr[i][j]
#pragma xmp shadow r[1][2]
int c[N0][N1];
#pragma xmp align c[i][j] with tc[i][j]
#pragma xmp shadow c[0][1]


static int fails;
static int lo0, hi0, lo1, hi1; /* this node's owned box of the array being checked */
static int SL0, SH0, SL1, SH1;  /* its declared shadow */

static int f(int i, int j) { return 1000 * i + j + 1; }

/* The value shadow slot (g0, g1) must hold after a reflect with widths w[d][side], periodic
   flags per[d] and `orth`; `SENT` where the reflect must leave the slot alone. */
static int want(int g0, int g1, int w[2][2], int per[2], int orth) {
  int g[2] = {g0, g1}, lo[2] = {lo0, lo1}, hi[2] = {hi0, hi1}, n[2] = {N0, N1};
  int outside = 0;
  for (int d = 0; d < 2; d++) {
    if (g[d] >= lo[d] && g[d] <= hi[d]) continue;
    outside++;
    int dist = g[d] < lo[d] ? lo[d] - g[d] : g[d] - hi[d];
    if (dist > w[d][g[d] > hi[d]]) return SENT;
    if (g[d] < 0 || g[d] >= n[d]) {
      if (!per[d]) return SENT;
      g[d] = (g[d] + n[d]) % n[d];
    }
  }
  if (orth && outside > 1) return SENT;
  return f(g[0], g[1]);
}

static void report(const char *name, int bad) {
#pragma xmp reduction (+:bad)
  if (bad) fails++;
  if (xmp_node_num() == 1) printf("%s %s\n", bad ? "FAIL" : "PASS", name);
}

/* ---- [block][block] on g ---- */
static void box_a(void) {
  lo0 = lo1 = 1 << 20; hi0 = hi1 = -1;
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++) {
      if (i < lo0) lo0 = i;
      if (i > hi0) hi0 = i;
      if (j < lo1) lo1 = j;
      if (j > hi1) hi1 = j;
    }
  SL0 = 2; SH0 = 2; SL1 = 2; SH1 = 1;
}

static void reset_a(void) {
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++)
      for (int di = -SL0; di <= SH0; di++)
        for (int dj = -SL1; dj <= SH1; dj++) {
          int x = i + di, y = j + dj;
          if (x < lo0 || x > hi0 || y < lo1 || y > hi1) a[x][y] = SENT;
        }
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++) a[i][j] = f(i, j);
}

static void check_a(const char *name, int w00, int w01, int w10, int w11, int p0, int p1, int orth) {
  int w[2][2] = {{w00, w01}, {w10, w11}}, per[2] = {p0, p1};
  int bad = 0;
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++)
      for (int di = -SL0; di <= SH0; di++)
        for (int dj = -SL1; dj <= SH1; dj++) {
          int x = i + di, y = j + dj;
          if (x >= lo0 && x <= hi0 && y >= lo1 && y <= hi1) continue;
          int e = want(x, y, w, per, orth);
          if (a[x][y] != e && bad++ < 4)
            printf("FAIL %s node %d: a[%d][%d] = %d, want %d\n", name, xmp_node_num(), x, y, a[x][y], e);
        }
  report(name, bad);
}

int main(void) {
  box_a();
  reset_a();
#pragma xmp reflect (a)
  check_a("bb-default", 2, 2, 2, 1, 0, 0, 0);

  reset_a();
#pragma xmp reflect (a) orthogonal
  check_a("bb-orthogonal", 2, 2, 2, 1, 0, 0, 1);

  reset_a();
#pragma xmp reflect (a) width(/periodic/2, /periodic/2:1)
  check_a("bb-periodic", 2, 2, 2, 1, 1, 1, 0);

  reset_a();
#pragma xmp reflect (a) width(/periodic/1:2, /periodic/1) orthogonal
  check_a("bb-periodic-orth", 1, 2, 1, 1, 1, 1, 1);

  reset_a();
#pragma xmp reflect (a) width(/periodic/2:0, 1:1)
  check_a("bb-mixed", 2, 0, 1, 1, 1, 0, 0);

  /* ---- [block][*]: dim 1 is not distributed; its shadow is filled only by /periodic/ ---- */
  {
    lo0 = 1 << 20; hi0 = -1; lo1 = 0; hi1 = N1 - 1;
#pragma xmp loop (i, j) on tr[i][j]
    for (int i = 0; i < N0; i++)
      for (int j = 0; j < N1; j++) {
        if (i < lo0) lo0 = i;
        if (i > hi0) hi0 = i;
      }
#pragma xmp loop (i, j) on tr[i][j]
    for (int i = 0; i < N0; i++)
      for (int j = 0; j < N1; j++)
        for (int di = -1; di <= 1; di++)
          for (int dj = -2; dj <= 2; dj++) {
            int x = i + di, y = j + dj;
            if (x < lo0 || x > hi0 || y < lo1 || y > hi1) r[x][y] = SENT;
          }
#pragma xmp loop (i, j) on tr[i][j]
    for (int i = 0; i < N0; i++)
      for (int j = 0; j < N1; j++) r[i][j] = f(i, j);
#pragma xmp reflect (r) width(/periodic/1, /periodic/2)
    int w[2][2] = {{1, 1}, {2, 2}}, per[2] = {1, 1}, bad = 0;
#pragma xmp loop (i, j) on tr[i][j]
    for (int i = 0; i < N0; i++)
      for (int j = 0; j < N1; j++)
        for (int di = -1; di <= 1; di++)
          for (int dj = -2; dj <= 2; dj++) {
            int x = i + di, y = j + dj;
            if (x >= lo0 && x <= hi0 && y >= lo1 && y <= hi1) continue;
            int e = want(x, y, w, per, 0);
            if (r[x][y] != e && bad++ < 4)
              printf("FAIL bs node %d: r[%d][%d] = %d, want %d\n", xmp_node_num(), x, y, r[x][y], e);
          }
    report("bs-periodic", bad);
  }

  /* ---- [*][block] ---- */
  {
    lo0 = 0; hi0 = N0 - 1; lo1 = 1 << 20; hi1 = -1;
#pragma xmp loop (i, j) on tc[i][j]
    for (int i = 0; i < N0; i++)
      for (int j = 0; j < N1; j++) {
        if (j < lo1) lo1 = j;
        if (j > hi1) hi1 = j;
      }
#pragma xmp loop (i, j) on tc[i][j]
    for (int i = 0; i < N0; i++)
      for (int j = 0; j < N1; j++) {
        for (int dj = -1; dj <= 1; dj++)
          if (j + dj < lo1 || j + dj > hi1) c[i][j + dj] = SENT;
      }
#pragma xmp loop (i, j) on tc[i][j]
    for (int i = 0; i < N0; i++)
      for (int j = 0; j < N1; j++) c[i][j] = f(i, j);
#pragma xmp reflect (c)
    int w[2][2] = {{0, 0}, {1, 1}}, per[2] = {0, 0}, bad = 0;
#pragma xmp loop (i, j) on tc[i][j]
    for (int i = 0; i < N0; i++)
      for (int j = 0; j < N1; j++)
        for (int dj = -1; dj <= 1; dj++) {
          int y = j + dj;
          if (y >= lo1 && y <= hi1) continue;
          int e = want(i, y, w, per, 0);
          if (c[i][y] != e && bad++ < 4)
            printf("FAIL sb node %d: c[%d][%d] = %d, want %d\n", xmp_node_num(), i, y, c[i][y], e);
        }
    report("sb-default", bad);
  }

  return fails != 0;
}
