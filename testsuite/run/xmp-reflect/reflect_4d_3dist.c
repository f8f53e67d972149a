// reflect on a 4-D array distributed in three of its dimensions ([block][block][*][block] on
// a 3-D node array g[*][2][2]; dimension 2 collapsed, with its own /periodic/ shadow): the
// default reflect fills faces, edges and corners of the three distributed dimensions (up to 26
// neighbours), `orthogonal` only the faces, and width(1, 0, /periodic/1, 1) skips dimension 1
// and wraps the collapsed dimension locally. Every slot of each owned element's 3x3x3x3
// neighbourhood is compared with its source's value or with the sentinel.
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS corners
// CHECK: PASS orthogonal
// CHECK: PASS partial
#include <stdio.h>
#include <xmp.h>

#define A 5
#define B 6
#define C 3
#define D 7
#define SENT (-7)

#pragma xmp nodes g[*][2][2]
#pragma xmp template t[A][B][D]
#pragma xmp distribute t[block][block][block] onto g

int a[A][B][C][D];
#pragma xmp align a[i][j][*][l] with t[i][j][l]
#pragma xmp shadow a[1][1][1][1]

static int lo[4], hi[4], fails;
static const int n[4] = {A, B, C, D};

static int val(const int *x) { return 1000000 * x[0] + 10000 * x[1] + 100 * x[2] + x[3] + 1; }

#define NEIGH(d, x, i, j, k, l)                                                                  \
  int x[4] = {i + (d) / 27 - 1, j + (d) / 9 % 3 - 1, k + (d) / 3 % 3 - 1, l + (d) % 3 - 1}

static void fill(void) {
#pragma xmp loop (i, j, l) on t[i][j][l]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int l = 0; l < D; l++)
        for (int k = 0; k < C; k++)
          for (int d = 0; d < 81; d++) {
            NEIGH(d, x, i, j, k, l);
            a[x[0]][x[1]][x[2]][x[3]] = SENT;
          }
#pragma xmp loop (i, j, l) on t[i][j][l]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int l = 0; l < D; l++)
        for (int k = 0; k < C; k++) {
          int x[4] = {i, j, k, l};
          a[i][j][k][l] = val(x);
        }
}

/* mode 0: default, 1: orthogonal, 2: width(1, 0, /periodic/1, 1) */
static void check(const char *name, int mode) {
  int bad = 0;
#pragma xmp loop (i, j, l) on t[i][j][l]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int l = 0; l < D; l++)
        for (int k = 0; k < C; k++)
          for (int d = 0; d < 81; d++) {
            NEIGH(d, x, i, j, k, l);
            int out = 0, valid = 1, s[4];
            for (int e = 0; e < 4; e++) {
              int o = x[e] < lo[e] || x[e] > hi[e];
              s[e] = x[e];
              out += o;
              if (!o) continue;
              if (mode == 2 && e == 2) { /* periodic, collapsed: the node's own copy */
                s[e] = (x[e] + C) % C;
                continue;
              }
              if (x[e] < 0 || x[e] >= n[e]) valid = 0;
              if (e == 2 && mode != 2) valid = 0; /* collapsed dim: only /periodic/ fills */
              if (mode == 2 && e == 1) valid = 0;
            }
            if (!out) continue;
            if (mode == 1 && out > 1) valid = 0;
            int want = valid ? val(s) : SENT;
            int got = a[x[0]][x[1]][x[2]][x[3]];
            if (got != want && bad++ < 4)
              printf("FAIL %s node %d: a[%d][%d][%d][%d] = %d, want %d\n", name, xmp_node_num(),
                     x[0], x[1], x[2], x[3], got, want);
          }
#pragma xmp reduction (+:bad)
  if (bad) fails++;
  if (xmp_node_num() == 1) printf("%s %s\n", bad ? "FAIL" : "PASS", name);
}

int main(void) {
  for (int e = 0; e < 4; e++) lo[e] = 1 << 20, hi[e] = -1;
#pragma xmp loop (i, j, l) on t[i][j][l]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int l = 0; l < D; l++)
        for (int k = 0; k < C; k++) {
          int x[4] = {i, j, k, l};
          for (int e = 0; e < 4; e++) {
            if (x[e] < lo[e]) lo[e] = x[e];
            if (x[e] > hi[e]) hi[e] = x[e];
          }
        }
  fill();
#pragma xmp reflect (a)
  check("corners", 0);
  fill();
#pragma xmp reflect (a) orthogonal
  check("orthogonal", 1);
  fill();
#pragma xmp reflect (a) width(1, 0, /periodic/1, 1)
  check("partial", 2);
  return fails != 0;
}
