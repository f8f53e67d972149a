// gmove of aligned arrays whose storage is a caller's array (reference 8: arrays passed as
// arguments, re-declared and aligned in the callee), not a symmetric allocation: the blocks
// are staged through the symmetric heap for the gmove. Covered: a shift within one array and
// between two (block, 1-D), a cyclic source into a block destination, a 2-D block x block
// transpose-like section copy, global to local and local to global, `gmove out` and an
// async gmove into such arrays; the caller's arrays are plain stack arrays of the full size
// (the callee's block is at their start) and, once, a global array's local block.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK shift-one
// CHECK: OK shift-two
// CHECK: OK cyclic-to-block
// CHECK: OK global-to-local
// CHECK: OK local-to-global
// CHECK: OK out
// CHECK: OK async
// CHECK: OK two-d
// CHECK: OK from-global
#include <stdio.h>
#include <xmp.h>

#define N 29
#define R 6
#define C 10

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp nodes g[*][2]
#pragma xmp template t2[R][C]
#pragma xmp distribute t2[block][block] onto g

double gx[N];
#pragma xmp align gx[i] with t[i]

static int me;

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (me == 0) printf("%s %s\n", err ? "FAIL" : "OK", what);
}

static double f(int i) { return 10.0 * i + 1; }

static void one_d(double a[N], double b[N], double c[N]) {
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp align c[i] with tc[i]
  int i, err;
  double loc[N];

#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) a[i] = f(i);
#pragma xmp gmove
  a[0:N - 3] = a[3:N - 3];
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) err += a[i] != (i < N - 3 ? f(i + 3) : f(i));
  report("shift-one", err);

#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) { a[i] = f(i); b[i] = -1; }
#pragma xmp gmove
  b[2:N - 2] = a[0:N - 2];
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) err += b[i] != (i >= 2 ? f(i - 2) : -1);
  report("shift-two", err);

#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) c[i] = 2 * f(i);
#pragma xmp gmove
  b[:] = c[:];
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) err += b[i] != 2 * f(i);
  report("cyclic-to-block", err);

  for (i = 0; i < N; i++) loc[i] = -5;
#pragma xmp gmove
  loc[0:10] = c[N - 10:10];
  err = 0;
  for (i = 0; i < N; i++) err += loc[i] != (i < 10 ? 2 * f(N - 10 + i) : -5);
  report("global-to-local", err);

  for (i = 0; i < N; i++) loc[i] = 3 * f(i);
#pragma xmp gmove
  c[1:5:5] = loc[0:5];
  err = 0;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) err += c[i] != ((i % 5 == 1 && i < 25) ? 3 * f((i - 1) / 5) : 2 * f(i));
  report("local-to-global", err);

#pragma xmp gmove out
  a[:] = c[:];
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) err += a[i] != ((i % 5 == 1 && i < 25) ? 3 * f((i - 1) / 5) : 2 * f(i));
  report("out", err);

#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) a[i] = -f(i);
#pragma xmp gmove async(7)
  b[0:N - 1] = a[1:N - 1];
#pragma xmp wait_async(7)
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N - 1; i++) err += b[i] != -f(i + 1);
  report("async", err);
}

static void two_d(int m[R][C], int n[R][C]) {
#pragma xmp align m[i][j] with t2[i][j]
#pragma xmp align n[i][j] with t2[i][j]
  int i, j, err = 0;
#pragma xmp loop (i, j) on t2[i][j]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) { m[i][j] = 100 * i + j; n[i][j] = -1; }
#pragma xmp gmove
  n[0:R - 1][0:C - 2] = m[1:R - 1][2:C - 2];
#pragma xmp loop (i, j) on t2[i][j]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++)
      err += n[i][j] != (i < R - 1 && j < C - 2 ? 100 * (i + 1) + j + 2 : -1);
  report("two-d", err);
}

static void from_global(double a[N], double b[N]) {
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with tc[i]
  int i, err = 0;
#pragma xmp gmove
  b[:] = a[:];
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) err += b[i] != f(N - 1 - i);
  report("from-global", err);
}

int main(void) {
  double x[N], y[N], z[N], w[N];
  int m[R][C], n[R][C], i;
  me = xmpc_node_num();
  one_d(x, y, z);
  two_d(m, n);
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) gx[i] = f(N - 1 - i);
  from_global(gx, w);
  return 0;
}
