// expand and margin clauses of loop (reference 6.3.4): expand(-1) runs each node's interior,
// margin(-1) its one-wide boundary layer (together exactly its own iterations, each once),
// expand(1) also the neighbours' edge iterations, which write into the shadow slots (clipped
// at the ends of the loop's range), a 2-D expand with a `*` row dimension, and margin in one
// dimension of a 2-D loop, margin in two dimensions (several nests), and peel_and_wait.
// Checked through the local section (the array's name) and counts.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmpcc -emit-xir %s -o - | FileCheck %s --check-prefix=XIR
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// XIR: xmp.loop on t (%{{[0-9]+}} = (const.i32 0) to (const.i32 36) step 1 at t0 + 0 expand(-1:-1))
// XIR: xmp.loop on t (%{{[0-9]+}} = (const.i32 0) to (const.i32 36) step 1 at t0 + 0 margin(-1:-1))
// XIR: xmp.loop on t (%{{[0-9]+}} = (const.i32 0) to (const.i32 36) step 1 at t0 + 0 expand(1:1))
// XIR: xmp.loop on t2 (%{{[0-9]+}} = {{.*}} at t0 + 0 expand(-1:-1)) (%{{[0-9]+}} = {{.*}} at t1 + 0 expand(-1:-1))
// XIR: xmp.wait_async ((const.i32 7)) on *
// XIR-NEXT: xmp.loop on t2 (%{{[0-9]+}} = {{.*}} at t0 + 0 margin(-1:-1)) (%{{[0-9]+}} = {{.*}} at t1 + 0) {
// XIR: xmp.loop on t2 (%{{[0-9]+}} = {{.*}} at t0 + 0 expand(-1:-1)) (%{{[0-9]+}} = {{.*}} at t1 + 0 margin(-1:-1)) {
// CHECK: PASS interior-boundary
// CHECK: PASS expand-shadow
// CHECK: PASS expand-2d
// CHECK: PASS margin-2d
// CHECK: PASS margin-2d-both
// CHECK: PASS peel-and-wait
#include <stdio.h>
#include <xmp.h>

#define N 37
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double a[N];
#pragma xmp align a[i] with t[i]
#pragma xmp shadow a[1]
#pragma xmp template t2[5][N]
#pragma xmp distribute t2[*][block] onto p

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

int main(void) {
  int P = xmp_num_nodes(), me = xmp_node_num() - 1, i, j, err = 0;
  int b = (N + P - 1) / P, f = me * b, n = N - f < b ? N - f : b;
  if (n < 0) n = 0;
  int in = 0, edge = 0;
  long s = 0;
#pragma xmp loop on t[i] expand(-1)
  for (i = 0; i < N; i++) {
    in++;
    s += i;
  }
#pragma xmp loop on t[i] margin(-1)
  for (i = 0; i < N; i++) {
    edge++;
    s += i;
  }
  err += in + edge != n || in != (n > 2 ? n - 2 : 0);
#pragma xmp reduction(+ : s)
  err += s != (long)N * (N - 1) / 2;
  report("interior-boundary", err);

  err = 0;
#pragma xmp loop on t[i] expand(1)
  for (i = 0; i < N; i++) a[i] = 1.5 * i;
  if (n > 0) {
    double *lp = a; /* lp[0]: lower shadow, lp[1..n]: own, lp[n+1]: upper shadow */
    for (i = 0; i < n; i++) err += lp[i + 1] != 1.5 * (f + i);
    err += lp[0] != (f > 0 ? 1.5 * (f - 1) : 0);
    err += lp[n + 1] != (f + n < N ? 1.5 * (f + n) : 0);
  }
  report("expand-shadow", err);

  /* 2-D: rows are not distributed; expand(0, 1) widens the columns only. */
  int c2 = 0, m2 = 0;
#pragma xmp loop (i, j) on t2[i][j] expand(0, 1)
  for (i = 0; i < 5; i++)
    for (j = 0; j < N; j++) c2++;
  int lo = f > 0 ? f - 1 : f, hi = f + n < N ? f + n : f + n - 1;
  report("expand-2d", n > 0 ? c2 != 5 * (hi - lo + 1) : c2 != 0);
#pragma xmp loop (i, j) on t2[i][j] margin(0, -1)
  for (i = 0; i < 5; i++)
    for (j = 0; j < N; j++) m2++;
  report("margin-2d", m2 != 5 * (n > 2 ? 2 : n));
  /* margin(-1, -1): the own box minus its interior, rows 0 and 4 included (several nests);
   * with expand(-1, -1) every owned (i, j) runs exactly once. */
  int mb = 0, ib = 0;
  long sb = 0;
#pragma xmp loop (i, j) on t2[i][j] margin(-1, -1)
  for (i = 0; i < 5; i++)
    for (j = 0; j < N; j++) {
      mb++;
      sb += 100 * i + j;
    }
#pragma xmp loop (i, j) on t2[i][j] expand(-1, -1)
  for (i = 0; i < 5; i++)
    for (j = 0; j < N; j++) {
      ib++;
      sb += 100 * i + j;
    }
  err = mb != 5 * n - 3 * (n > 2 ? n - 2 : 0) || ib != 3 * (n > 2 ? n - 2 : 0);
#pragma xmp reduction(+ : sb)
  err += sb != 100L * 10 * N + 5L * N * (N - 1) / 2;
  report("margin-2d-both", err);
  /* peel_and_wait(7, -1, -1): the interior, wait_async(7) (a bcast started before the loop),
   * then the boundary layer: every owned (i, j) once, the broadcast value seen afterwards. */
  int pc = 0, x = me == 0 ? 42 : 0;
  long sp = 0;
#pragma xmp bcast (x) async(7)
#pragma xmp loop (i, j) on t2[i][j] peel_and_wait(7, -1, -1)
  for (i = 0; i < 5; i++)
    for (j = 0; j < N; j++) {
      pc++;
      sp += 100 * i + j;
    }
#pragma xmp reduction(+ : sp)
  report("peel-and-wait", pc != 5 * n || sp != 100L * 10 * N + 5L * N * (N - 1) / 2 || x != 42);
  return 0;
}
