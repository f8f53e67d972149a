// reflect one dimension at a time fills the corners, as the reference implementation does:
// `reflect (a) width(1,0)` then `width(0,1)` sends, in the second, the boundary columns
// including the shadow rows the first one filled. 2-D block x block (also /periodic/ and
// the other order; the corners inside the array are checked), and 3-D one dimension after another. Each round writes new values, so
// corners left from an earlier round are caught.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK rows-then-cols
// CHECK: OK cols-then-rows
// CHECK: OK periodic
// CHECK: OK three-d
#include <stdio.h>
#include <xmp.h>

#define R 10
#define C 9
#define D 6

#pragma xmp nodes g[*][2]
#pragma xmp template t[R][C]
#pragma xmp distribute t[block][block] onto g
#pragma xmp nodes h[*][2][1]
#pragma xmp template t3[R][C][D]
#pragma xmp distribute t3[block][block][block] onto h
double a[R][C];
#pragma xmp align a[i][j] with t[i][j]
#pragma xmp shadow a[1][1]
int b[R][C][D];
#pragma xmp align b[i][j][k] with t3[i][j][k]
#pragma xmp shadow b[1][1][1]

static int me;

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (me == 0) printf("%s %s\n", err ? "FAIL" : "OK", what);
}

/* The owned index range [lo, hi] of a dimension, widened by one within the array. */
#define RANGE(lo, hi, n) ((lo) = (lo) > 0 ? (lo) - 1 : 0, (hi) = (hi) < (n) - 1 ? (hi) + 1 : (n) - 1)

static int check_a(double off) {
  int i, j, ilo = R, ihi = -1, jlo = C, jhi = -1, err = 0;
#pragma xmp loop (i) on t[i][*]
  for (i = 0; i < R; i++) { if (i < ilo) ilo = i; if (i > ihi) ihi = i; }
#pragma xmp loop (j) on t[*][j]
  for (j = 0; j < C; j++) { if (j < jlo) jlo = j; if (j > jhi) jhi = j; }
  if (ihi < 0 || jhi < 0) return 0;
  RANGE(ilo, ihi, R);
  RANGE(jlo, jhi, C);
  for (i = ilo; i <= ihi; i++)
    for (j = jlo; j <= jhi; j++) {
      double v;
      v = a[i][j];
      if (v != 1000 * i + j + off) err++;
    }
  return err;
}

int main(void) {
  int i, j, k, err;
  me = xmpc_node_num();

#pragma xmp loop (i, j) on t[i][j]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) a[i][j] = 1000 * i + j;
#pragma xmp reflect (a) width(1, 0)
#pragma xmp reflect (a) width(0, 1)
  report("rows-then-cols", check_a(0));

#pragma xmp loop (i, j) on t[i][j]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) a[i][j] = 1000 * i + j + 0.5;
#pragma xmp reflect (a) width(0, 1)
#pragma xmp reflect (a) width(1, 0)
  report("cols-then-rows", check_a(0.5));

#pragma xmp loop (i, j) on t[i][j]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) a[i][j] = 1000 * i + j + 0.25;
#pragma xmp reflect (a) width(/periodic/ 1, 0)
#pragma xmp reflect (a) width(0, /periodic/ 1)
  report("periodic", check_a(0.25));

#pragma xmp loop (i, j, k) on t3[i][j][k]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++)
      for (k = 0; k < D; k++) b[i][j][k] = 10000 * i + 100 * j + k;
#pragma xmp reflect (b) width(0, 1, 0)
#pragma xmp reflect (b) width(0, 0, 1)
#pragma xmp reflect (b) width(1, 0, 0)
  {
    int ilo = R, ihi = -1, jlo = C, jhi = -1, klo = D, khi = -1;
    err = 0;
#pragma xmp loop (i) on t3[i][*][*]
    for (i = 0; i < R; i++) { if (i < ilo) ilo = i; if (i > ihi) ihi = i; }
#pragma xmp loop (j) on t3[*][j][*]
    for (j = 0; j < C; j++) { if (j < jlo) jlo = j; if (j > jhi) jhi = j; }
#pragma xmp loop (k) on t3[*][*][k]
    for (k = 0; k < D; k++) { if (k < klo) klo = k; if (k > khi) khi = k; }
    if (ihi >= 0 && jhi >= 0 && khi >= 0) {
      RANGE(ilo, ihi, R);
      RANGE(jlo, jhi, C);
      RANGE(klo, khi, D);
      for (i = ilo; i <= ihi; i++)
        for (j = jlo; j <= jhi; j++)
          for (k = klo; k <= khi; k++) err += b[i][j][k] != 10000 * i + 100 * j + k;
    }
  }
  report("three-d", err);
  return 0;
}
