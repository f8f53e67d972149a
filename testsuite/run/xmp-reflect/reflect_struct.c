// reflect of arrays whose elements are structs ([block][block] on a 2-D node array,
// /periodic/ in both dimensions, corners included; and a 1-D block array of structs
// holding an array member and a nested struct, /periodic/ width 2): every byte of each
// element is copied, and nothing outside the requested widths is written.
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS struct
// CHECK: PASS nested
#include <stdio.h>
#include <xmp.h>

#define N0 11
#define N1 13
#define SENT (-7)

#pragma xmp nodes g[*][2]
#pragma xmp template t[N0][N1]
#pragma xmp distribute t[block][block] onto g

struct cell { double x; int k; char tag; };
struct cell s[N0][N1];
#pragma xmp align s[i][j] with t[i][j]
#pragma xmp shadow s[1][1]

#define M 23
#pragma xmp nodes p[*]
#pragma xmp template tm[M]
#pragma xmp distribute tm[block] onto p

struct inner { short h; float f; };
struct rec { double v[3]; struct inner in; char c; };
struct rec r[M];
#pragma xmp align r[i] with tm[i]
#pragma xmp shadow r[2]

/* by value: the element is copied out of the global array as a whole struct */
static int nested_ok(struct rec e, int g) {
  return e.v[0] == g && e.v[1] == 2.0 * g && e.v[2] == -g && e.in.h == (short)(g + 1) &&
         e.in.f == 0.25f * g && e.c == (char)('A' + g % 26);
}

static int fails;
static int lo0, hi0, lo1, hi1;

static int f(int i, int j) { return 1000 * i + j + 1; }

static int want(int g0, int g1) {
  int g[2] = {g0, g1}, n[2] = {N0, N1};
  for (int d = 0; d < 2; d++) g[d] = (g[d] + n[d]) % n[d];
  return f(g[0], g[1]);
}

static void report(const char *name, int bad) {
#pragma xmp reduction (+:bad)
  if (bad) fails++;
  if (xmp_node_num() == 1) printf("%s %s\n", bad ? "FAIL" : "PASS", name);
}

int main(void) {
  lo0 = lo1 = 1 << 20; hi0 = hi1 = -1;
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++) {
      if (i < lo0) lo0 = i;
      if (i > hi0) hi0 = i;
      if (j < lo1) lo1 = j;
      if (j > hi1) hi1 = j;
    }
  /* ---- struct elements, [block][block], periodic with corners ---- */
  {
#pragma xmp loop (i, j) on t[i][j]
    for (int i = 0; i < N0; i++)
      for (int j = 0; j < N1; j++)
        for (int di = -1; di <= 1; di++)
          for (int dj = -1; dj <= 1; dj++) {
            int x = i + di, y = j + dj;
            if (x < lo0 || x > hi0 || y < lo1 || y > hi1) {
              s[x][y].x = SENT;
              s[x][y].k = SENT;
              s[x][y].tag = 'z';
            }
          }
#pragma xmp loop (i, j) on t[i][j]
    for (int i = 0; i < N0; i++)
      for (int j = 0; j < N1; j++) {
        s[i][j].x = 0.5 * f(i, j);
        s[i][j].k = -f(i, j);
        s[i][j].tag = (char)('a' + (i + j) % 26);
      }
#pragma xmp reflect (s) width(/periodic/1, /periodic/1)
    int bad = 0;
#pragma xmp loop (i, j) on t[i][j]
    for (int i = 0; i < N0; i++)
      for (int j = 0; j < N1; j++)
        for (int di = -1; di <= 1; di++)
          for (int dj = -1; dj <= 1; dj++) {
            int x = i + di, y = j + dj;
            if (x >= lo0 && x <= hi0 && y >= lo1 && y <= hi1) continue;
            int e = want(x, y);
            int sx = (x + N0) % N0, sy = (y + N1) % N1;
            int ok = e == SENT ? s[x][y].x == SENT && s[x][y].k == SENT && s[x][y].tag == 'z'
                               : s[x][y].x == 0.5 * e && s[x][y].k == -e &&
                                     s[x][y].tag == (char)('a' + (sx + sy) % 26);
            if (!ok && bad++ < 4)
              printf("FAIL struct node %d: s[%d][%d] = {%g, %d, %c}, want %d\n", xmp_node_num(), x, y,
                     s[x][y].x, s[x][y].k, s[x][y].tag, e);
          }
    report("struct", bad);
  }
  /* ---- nested struct elements with an array member, 1-D block, /periodic/ width 2 ---- */
  {
    int rlo = 1 << 20, rhi = -1;
#pragma xmp loop (i) on tm[i]
    for (int i = 0; i < M; i++) {
      if (i < rlo) rlo = i;
      if (i > rhi) rhi = i;
      for (int d = -2; d <= 2; d++)
        if (i + d < rlo || i + d > rhi) {
          r[i + d].v[0] = r[i + d].v[1] = r[i + d].v[2] = SENT;
          r[i + d].in.h = SENT;
          r[i + d].in.f = SENT;
          r[i + d].c = 'z';
        }
    }
#pragma xmp loop (i) on tm[i]
    for (int i = 0; i < M; i++) {
      r[i].v[0] = i;
      r[i].v[1] = 2.0 * i;
      r[i].v[2] = -i;
      r[i].in.h = (short)(i + 1);
      r[i].in.f = 0.25f * i;
      r[i].c = (char)('A' + i % 26);
    }
#pragma xmp reflect (r) width(/periodic/2:1)
    int bad = 0;
#pragma xmp loop (i) on tm[i]
    for (int i = 0; i < M; i++)
      for (int d = -2; d <= 2; d++) {
        int x = i + d;
        if (x >= rlo && x <= rhi) continue;
        /* width 2 below, 1 above: the second upper slot keeps the sentinel */
        int want_sent = x > rhi + 1;
        int ok = want_sent ? r[x].v[0] == SENT && r[x].in.h == SENT && r[x].c == 'z'
                           : nested_ok(r[x], (x + M) % M);
        if (!ok && bad++ < 4)
          printf("FAIL nested node %d: r[%d] = {%g %g %g, %d %g, %c}\n", xmp_node_num(), x,
                 r[x].v[0], r[x].v[1], r[x].v[2], r[x].in.h, r[x].in.f, r[x].c);
      }
    report("nested", bad);
  }
  return fails != 0;
}
