// reflect of aligned arrays whose storage is a caller's array (reference 8: arguments
// re-declared and aligned with a shadow in the callee), not a symmetric allocation: the
// schedule works on a symmetric copy of the block. 1-D (also /periodic/, reflect_init /
// reflect_do twice, async), reduce_shadow after a reflect, and 2-D block x block with
// corners.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK one-d
// CHECK: OK periodic
// CHECK: OK init-do
// CHECK: OK async
// CHECK: OK reduce-shadow
// CHECK: OK two-d
#include <stdio.h>
#include <xmp.h>

#define N 23
#define R 8
#define C 9

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp nodes g[*][2]
#pragma xmp template t2[R][C]
#pragma xmp distribute t2[block][block] onto g

static int me;

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (me == 0) printf("%s %s\n", err ? "FAIL" : "OK", what);
}

/* Errors of the neighbours of the owned range of a (its shadow), values v(i) = k * i + d. */
static int check1(double a[N], int k, int d) {
#pragma xmp align a[i] with t[i]
#pragma xmp shadow a[1:2]
  int i, lo = N, hi = -1, err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) { if (i < lo) lo = i; if (i > hi) hi = i; }
  for (i = lo - 1; i <= hi + 2; i++) {
    if (i < 0 || i >= N) continue; /* the periodic slots are not addressable globally */
    err += a[i] != k * i + d;
  }
  return err;
}

static void one_d(double a[N]) {
#pragma xmp align a[i] with t[i]
#pragma xmp shadow a[1:2]
  int i, n;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) a[i] = 3 * i + 1;
#pragma xmp reflect (a)
  report("one-d", check1(a, 3, 1));
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) a[i] = 5 * i + 2;
#pragma xmp reflect (a) width(/periodic/ 1:2)
  report("periodic", check1(a, 5, 2));
#pragma xmp reflect_init (a)
  int err = 0;
  for (n = 1; n <= 2; n++) {
#pragma xmp loop on t[i]
    for (i = 0; i < N; i++) a[i] = 7 * i + n;
#pragma xmp reflect_do (a)
    err += check1(a, 7, n);
  }
  report("init-do", err);
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) a[i] = 9 * i + 4;
#pragma xmp reflect (a) async(3)
#pragma xmp wait_async(3)
  report("async", check1(a, 9, 4));

  /* Every shadow slot holds its source's value, so each owned element ends as its value
     times the number of copies of it: itself, the upper shadow (width 2) of the previous
     node, the lower shadow (width 1) of the next one. */
  {
    int lo = N, hi = -1;
    err = 0;
#pragma xmp loop on t[i]
    for (i = 0; i < N; i++) { a[i] = 2 * i + 1; if (i < lo) lo = i; if (i > hi) hi = i; }
#pragma xmp reflect (a)
#pragma xmp reduce_shadow (a)
#pragma xmp loop on t[i]
    for (i = 0; i < N; i++) {
      int copies = 1 + (lo > 0 && i - lo < 2) + (i == hi && hi < N - 1);
      err += a[i] != copies * (2 * i + 1);
    }
    report("reduce-shadow", err);
  }
}

static void two_d(int m[R][C]) {
#pragma xmp align m[i][j] with t2[i][j]
#pragma xmp shadow m[1][1]
  int i, j, ilo = R, ihi = -1, jlo = C, jhi = -1, err = 0;
#pragma xmp loop (i, j) on t2[i][j]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) m[i][j] = 100 * i + j;
#pragma xmp reflect (m)
#pragma xmp loop (i) on t2[i][*]
  for (i = 0; i < R; i++) { if (i < ilo) ilo = i; if (i > ihi) ihi = i; }
#pragma xmp loop (j) on t2[*][j]
  for (j = 0; j < C; j++) { if (j < jlo) jlo = j; if (j > jhi) jhi = j; }
  for (i = ilo - 1; i <= ihi + 1; i++)
    for (j = jlo - 1; j <= jhi + 1; j++)
      if (i >= 0 && i < R && j >= 0 && j < C) err += m[i][j] != 100 * i + j;
  report("two-d", err);
}

int main(void) {
  double x[N + 3];
  int m[R + 2][C + 2];
  me = xmpc_node_num();
  one_d(x);
  two_d((int (*)[C])m);
  return 0;
}
