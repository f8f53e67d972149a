// reflect on a 3-D array distributed in all three dimensions ([block][block][block] on a 3-D
// node array, g[*][2][2]): the default reflect updates the faces, edges and corners (up to 26
// neighbours, carried through the shadows in three phases), `orthogonal` only the faces, and
// width(/periodic/1, 1, 0) wraps dimension 0, skips dimension 2 and still fills the edges of
// dimensions 0 and 1. Every slot of each owned element's 3x3x3 neighbourhood is compared with
// its source's value or with the sentinel.
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS corners
// CHECK: PASS orthogonal
// CHECK: PASS periodic-partial
#include <stdio.h>
#include <xmp.h>

#define A 5
#define B 7
#define C 6
#define SENT (-7)

#pragma xmp nodes g[*][2][2]
#pragma xmp template t[A][B][C]
#pragma xmp distribute t[block][block][block] onto g

int a[A][B][C];
#pragma xmp align a[i][j][k] with t[i][j][k]
#pragma xmp shadow a[1][1][1]

static int lo[3], hi[3], fails;

static int val(int i, int j, int k) { return 10000 * i + 100 * j + k + 1; }

static void fill(void) {
#pragma xmp loop (i, j, k) on t[i][j][k]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int k = 0; k < C; k++)
        for (int d = 0; d < 27; d++) a[i + d / 9 - 1][j + d / 3 % 3 - 1][k + d % 3 - 1] = SENT;
#pragma xmp loop (i, j, k) on t[i][j][k]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int k = 0; k < C; k++) a[i][j][k] = val(i, j, k);
}

/* mode 0: corners, 1: orthogonal, 2: width(/periodic/1, 1, 0) */
static void check(const char *name, int mode) {
  int bad = 0, n[3] = {A, B, C};
#pragma xmp loop (i, j, k) on t[i][j][k]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int k = 0; k < C; k++)
        for (int d = 0; d < 27; d++) {
          int x[3] = {i + d / 9 - 1, j + d / 3 % 3 - 1, k + d % 3 - 1}, out = 0, valid = 1;
          for (int e = 0; e < 3; e++) {
            int o = x[e] < lo[e] || x[e] > hi[e];
            out += o;
            if (!o) continue;
            if (mode == 2 && e == 0) continue; /* periodic: always has a source */
            if (x[e] < 0 || x[e] >= n[e]) valid = 0;
            if (mode == 2 && e == 2) valid = 0;
          }
          if (!out) continue;
          if (mode == 1 && out > 1) valid = 0;
          int s0 = (x[0] + A) % A;
          int want = valid ? val(s0, x[1], x[2]) : SENT;
          int got = a[x[0]][x[1]][x[2]];
          if (got != want && bad++ < 4)
            printf("FAIL %s node %d: a[%d][%d][%d] = %d, want %d\n", name, xmp_node_num(), x[0], x[1],
                   x[2], got, want);
        }
#pragma xmp reduction (+:bad)
  if (bad) fails++;
  if (xmp_node_num() == 1) printf("%s %s\n", bad ? "FAIL" : "PASS", name);
}

int main(void) {
  for (int e = 0; e < 3; e++) lo[e] = 1 << 20, hi[e] = -1;
#pragma xmp loop (i, j, k) on t[i][j][k]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int k = 0; k < C; k++) {
        int x[3] = {i, j, k};
        for (int e = 0; e < 3; e++) {
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
#pragma xmp reflect (a) width(/periodic/1, 1, 0)
  check("periodic-partial", 2);
  return fails != 0;
}
