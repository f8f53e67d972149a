// reflect on 3-D arrays: the Himeno decomposition (the two outer dimensions block-distributed
// on a 2-D node array, the innermost not distributed), with corners and with `orthogonal`,
// /periodic/ widths wider than one, a one-dimensional distribution of the middle dimension
// and sizes not divisible by the node counts (nodes owning nothing on 8 nodes). Every shadow
// slot reachable from an owned element is compared with the value its source must have, or
// with the sentinel where the reflect must not write.
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmpcc -O1 %s -o %t.O1
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS himeno-corners
// CHECK: PASS himeno-orthogonal
// CHECK: PASS periodic-wide
// CHECK: PASS middle-only
#include <stdio.h>
#include <xmp.h>

#define A 5
#define B 9
#define C 4
#define SENT (-7)

#pragma xmp nodes g[*][2]
#pragma xmp nodes p[*]
#pragma xmp template t[A][B][C]
#pragma xmp distribute t[block][block][*] onto g
#pragma xmp template tm[A][B][C]
#pragma xmp distribute tm[*][block][*] onto p

int h[A][B][C];
#pragma xmp align h[i][j][k] with t[i][j][k]
#pragma xmp shadow h[2][1:2][0]
int m[A][B][C];
#pragma xmp align m[i][j][k] with tm[i][j][k]
#pragma xmp shadow m[0][2][1]

static int fails;
static int lo[3], hi[3], sl[3], sh[3];
static const int n[3] = {A, B, C};

static int f(int i, int j, int k) { return 10000 * i + 100 * j + k + 1; }

static int want(int g[3], int w[3][2], int per[3], int orth) {
  int x[3] = {g[0], g[1], g[2]}, outside = 0;
  for (int d = 0; d < 3; d++) {
    if (x[d] >= lo[d] && x[d] <= hi[d]) continue;
    outside++;
    int dist = x[d] < lo[d] ? lo[d] - x[d] : x[d] - hi[d];
    if (dist > w[d][x[d] > hi[d]]) return SENT;
    if (x[d] < 0 || x[d] >= n[d]) {
      if (!per[d]) return SENT;
      x[d] = (x[d] + n[d]) % n[d];
    }
  }
  if (orth && outside > 1) return SENT;
  return f(x[0], x[1], x[2]);
}

static int outside(int x, int y, int z) {
  return x < lo[0] || x > hi[0] || y < lo[1] || y > hi[1] || z < lo[2] || z > hi[2];
}

static void report(const char *name, int bad) {
#pragma xmp reduction (+:bad)
  if (bad) fails++;
  if (xmp_node_num() == 1) printf("%s %s\n", bad ? "FAIL" : "PASS", name);
}

/* ---- h on t ---- */
static void box_h(void) {
  for (int d = 0; d < 3; d++) { lo[d] = 1 << 20; hi[d] = -1; }
#pragma xmp loop (i, j, k) on t[i][j][k]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int k = 0; k < C; k++) {
        int g[3] = {i, j, k};
        for (int d = 0; d < 3; d++) {
          if (g[d] < lo[d]) lo[d] = g[d];
          if (g[d] > hi[d]) hi[d] = g[d];
        }
      }
  sl[0] = 2; sh[0] = 2; sl[1] = 1; sh[1] = 2; sl[2] = sh[2] = 0;
}

static void reset_h(void) {
#pragma xmp loop (i, j, k) on t[i][j][k]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int k = 0; k < C; k++)
        for (int di = -sl[0]; di <= sh[0]; di++)
          for (int dj = -sl[1]; dj <= sh[1]; dj++)
            if (outside(i + di, j + dj, k)) h[i + di][j + dj][k] = SENT;
#pragma xmp loop (i, j, k) on t[i][j][k]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int k = 0; k < C; k++) h[i][j][k] = f(i, j, k);
}

static void check_h(const char *name, int w[3][2], int per[3], int orth) {
  int bad = 0;
#pragma xmp loop (i, j, k) on t[i][j][k]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int k = 0; k < C; k++)
        for (int di = -sl[0]; di <= sh[0]; di++)
          for (int dj = -sl[1]; dj <= sh[1]; dj++) {
            int g[3] = {i + di, j + dj, k};
            if (!outside(g[0], g[1], g[2])) continue;
            int e = want(g, w, per, orth);
            if (h[g[0]][g[1]][k] != e && bad++ < 4)
              printf("FAIL %s node %d: h[%d][%d][%d] = %d, want %d\n", name, xmp_node_num(), g[0], g[1], k,
                     h[g[0]][g[1]][k], e);
          }
  report(name, bad);
}

int main(void) {
  box_h();
  {
    int w[3][2] = {{2, 2}, {1, 2}, {0, 0}}, per[3] = {0, 0, 0};
    reset_h();
#pragma xmp reflect (h)
    check_h("himeno-corners", w, per, 0);
    reset_h();
#pragma xmp reflect (h) width(1, 1, 0) orthogonal
    int w1[3][2] = {{1, 1}, {1, 1}, {0, 0}};
    check_h("himeno-orthogonal", w1, per, 1);
  }
  {
    int w[3][2] = {{2, 1}, {1, 2}, {0, 0}}, per[3] = {1, 1, 0};
    reset_h();
#pragma xmp reflect (h) width(/periodic/2:1, /periodic/1:2, 0)
    check_h("periodic-wide", w, per, 0);
  }
  /* ---- m on tm: only the middle dimension is distributed; dim 2 has a shadow that only a
     periodic reflect fills (locally) ---- */
  {
    lo[0] = 0; hi[0] = A - 1; lo[2] = 0; hi[2] = C - 1; lo[1] = 1 << 20; hi[1] = -1;
#pragma xmp loop (i, j, k) on tm[i][j][k]
    for (int i = 0; i < A; i++)
      for (int j = 0; j < B; j++)
        for (int k = 0; k < C; k++) {
          if (j < lo[1]) lo[1] = j;
          if (j > hi[1]) hi[1] = j;
        }
#pragma xmp loop (i, j, k) on tm[i][j][k]
    for (int i = 0; i < A; i++)
      for (int j = 0; j < B; j++)
        for (int k = 0; k < C; k++)
          for (int dj = -2; dj <= 2; dj++)
            for (int dk = -1; dk <= 1; dk++)
              if (outside(i, j + dj, k + dk)) m[i][j + dj][k + dk] = SENT;
#pragma xmp loop (i, j, k) on tm[i][j][k]
    for (int i = 0; i < A; i++)
      for (int j = 0; j < B; j++)
        for (int k = 0; k < C; k++) m[i][j][k] = f(i, j, k);
#pragma xmp reflect (m) width(0, /periodic/2:1, /periodic/1)
    int w[3][2] = {{0, 0}, {2, 1}, {1, 1}}, per[3] = {0, 1, 1}, bad = 0;
#pragma xmp loop (i, j, k) on tm[i][j][k]
    for (int i = 0; i < A; i++)
      for (int j = 0; j < B; j++)
        for (int k = 0; k < C; k++)
          for (int dj = -2; dj <= 2; dj++)
            for (int dk = -1; dk <= 1; dk++) {
              int g[3] = {i, j + dj, k + dk};
              if (!outside(g[0], g[1], g[2])) continue;
              int e = want(g, w, per, 0);
              if (m[i][g[1]][g[2]] != e && bad++ < 4)
                printf("FAIL middle node %d: m[%d][%d][%d] = %d, want %d\n", xmp_node_num(), i, g[1], g[2],
                       m[i][g[1]][g[2]], e);
            }
    report("middle-only", bad);
  }
  return fails != 0;
}
