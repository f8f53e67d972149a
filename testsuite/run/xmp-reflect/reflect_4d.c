// reflect on a 4-D array distributed in two of its dimensions ([block][*][block][*] on a 2-D
// node array), shadows in all four (the two non-distributed ones filled only by /periodic/
// local copies), with corners, with `orthogonal`, and with per-side periodic widths. Every
// shadow slot reachable from an owned element is compared with the value its source must
// have, or with the sentinel where the reflect must not write.
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS 4d-corners
// CHECK: PASS 4d-orthogonal
// CHECK: PASS 4d-periodic
#include <stdio.h>
#include <xmp.h>

#define D0 5
#define D1 3
#define D2 7
#define D3 4
#define SENT (-7)

#pragma xmp nodes g[*][2]
#pragma xmp template t[D0][D1][D2][D3]
#pragma xmp distribute t[block][*][block][*] onto g
int a[D0][D1][D2][D3];
#pragma xmp align a[i][j][k][l] with t[i][j][k][l]
#pragma xmp shadow a[1][1][2:1][1]

static const int n[4] = {D0, D1, D2, D3};
static const int sl[4] = {1, 1, 2, 1}, sh[4] = {1, 1, 1, 1};
static int lo[4], hi[4];

static int f(const int g[4]) { return ((g[0] * 10 + g[1]) * 10 + g[2]) * 10 + g[3] + 1; }

static int want(const int g0[4], int w[4][2], const int per[4], int orth) {
  int g[4] = {g0[0], g0[1], g0[2], g0[3]}, outside = 0;
  for (int d = 0; d < 4; d++) {
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
  return f(g);
}

static int inside(const int g[4]) {
  for (int d = 0; d < 4; d++)
    if (g[d] < lo[d] || g[d] > hi[d]) return 0;
  return 1;
}

/* Calls `visit` on every slot of the shadow window around (i, j, k, l). */
#define WINDOW(i, j, k, l, BODY)                                                  \
  for (int d0 = -sl[0]; d0 <= sh[0]; d0++)                                        \
    for (int d1 = -sl[1]; d1 <= sh[1]; d1++)                                      \
      for (int d2 = -sl[2]; d2 <= sh[2]; d2++)                                    \
        for (int d3 = -sl[3]; d3 <= sh[3]; d3++) {                                \
          int g[4] = {i + d0, j + d1, k + d2, l + d3};                            \
          if (inside(g)) continue;                                                \
          BODY                                                                    \
        }

static void reset(void) {
#pragma xmp loop (i, j, k, l) on t[i][j][k][l]
  for (int i = 0; i < D0; i++)
    for (int j = 0; j < D1; j++)
      for (int k = 0; k < D2; k++)
        for (int l = 0; l < D3; l++) WINDOW(i, j, k, l, { a[g[0]][g[1]][g[2]][g[3]] = SENT; })
#pragma xmp loop (i, j, k, l) on t[i][j][k][l]
  for (int i = 0; i < D0; i++)
    for (int j = 0; j < D1; j++)
      for (int k = 0; k < D2; k++)
        for (int l = 0; l < D3; l++) {
          int g[4] = {i, j, k, l};
          a[i][j][k][l] = f(g);
        }
}

static int fails;

static void check(const char *name, int w[4][2], const int per[4], int orth) {
  int bad = 0;
#pragma xmp loop (i, j, k, l) on t[i][j][k][l]
  for (int i = 0; i < D0; i++)
    for (int j = 0; j < D1; j++)
      for (int k = 0; k < D2; k++)
        for (int l = 0; l < D3; l++) WINDOW(i, j, k, l, {
            int e = want(g, w, per, orth);
            int got = a[g[0]][g[1]][g[2]][g[3]];
            if (got != e && bad++ < 4)
              printf("FAIL %s node %d: a[%d][%d][%d][%d] = %d, want %d\n", name, xmp_node_num(), g[0],
                     g[1], g[2], g[3], got, e);
          })
#pragma xmp reduction (+:bad)
  if (bad) fails++;
  if (xmp_node_num() == 1) printf("%s %s\n", bad ? "FAIL" : "PASS", name);
}

int main(void) {
  for (int d = 0; d < 4; d++) { lo[d] = 1 << 20; hi[d] = -1; }
#pragma xmp loop (i, j, k, l) on t[i][j][k][l]
  for (int i = 0; i < D0; i++)
    for (int j = 0; j < D1; j++)
      for (int k = 0; k < D2; k++)
        for (int l = 0; l < D3; l++) {
          int g[4] = {i, j, k, l};
          for (int d = 0; d < 4; d++) {
            if (g[d] < lo[d]) lo[d] = g[d];
            if (g[d] > hi[d]) hi[d] = g[d];
          }
        }
  {
    int w[4][2] = {{1, 1}, {1, 1}, {2, 1}, {1, 1}}, per[4] = {0, 0, 0, 0};
    reset();
#pragma xmp reflect (a)
    check("4d-corners", w, per, 0);
    reset();
#pragma xmp reflect (a) orthogonal
    check("4d-orthogonal", w, per, 1);
  }
  {
    int w[4][2] = {{1, 0}, {1, 1}, {2, 1}, {0, 1}}, per[4] = {1, 1, 1, 1};
    reset();
#pragma xmp reflect (a) width(/periodic/1:0, /periodic/1, /periodic/2:1, /periodic/0:1)
    check("4d-periodic", w, per, 0);
  }
  return fails != 0;
}
