// The timeline of a 2-node Jacobi (XMP_TRACE): valid Chrome trace format, one track per node,
// the expected events per node (loops: 1 + 2 per iteration + 1; one reflect_do per iteration
// after reflect-hoist, a plain reflect without it; the final reduction), flows for the halo
// puts, and tools/xmp-trace-summary's construct time within 5% of the time each node measures
// around the same region (the serial reference before it has no construct). XMP_STATS=1 gains
// times per kind and per source line.
// RUN: %xmpcc -O2 %s -o %t
// RUN: rm -f %t.json %t.json.part.*
// RUN: env XMP_TRACE=%t.json %xmprun -n 2 %t > %t.out
// RUN: FileCheck %s --check-prefix=OK < %t.out
// RUN: not ls %t.json.part.0
// RUN: %python %S/Inputs/check_trace.py %t.json --nodes 2 --count loop=202 --count reflect_do=100 --count reduction=1 --flows --elapsed %t.out --summary %S/../../../tools/xmp-trace-summary | FileCheck %s --check-prefix=TRACE
// RUN: %xmpcc -O1 -disable-pass=reflect-hoist %s -o %t.nohoist
// RUN: env XMP_TRACE=%t.nohoist.json %xmprun -n 2 %t.nohoist > %t.nohoist.out
// RUN: %python %S/Inputs/check_trace.py %t.nohoist.json --nodes 2 --count loop=202 --count reflect=100 --count reduction=1 --flows | FileCheck %s --check-prefix=TRACE
// RUN: %if !transport-mpi %{ %xmprun -n 2 --trace %t.opt.json %t > /dev/null %}
// RUN: %if !transport-mpi %{ %python %S/Inputs/check_trace.py %t.opt.json --nodes 2 --count reflect_do=100 | FileCheck %s --check-prefix=TRACE %}
// MPI without direct window access: reflect_do is persistent two-sided messages, with flows.
// RUN: %if transport-mpi %{ env XMP_MPI_DIRECT=0 XMP_TRACE=%t.p2p.json %xmprun -n 2 %t > /dev/null %}
// RUN: %if transport-mpi %{ %python %S/Inputs/check_trace.py %t.p2p.json --nodes 2 --count reflect_do=100 --flows | FileCheck %s --check-prefix=TRACE %}
// RUN: env XMP_STATS=1 %xmprun -n 2 %t 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// OK: PASS jacobi
// TRACE: format ok
// TRACE-NOT: FAIL
// STATS: xmp: node 0: stats:
// STATS-NEXT: xmp: node 0: time: loop=202/{{[0-9.]+}}s reflect_do=100/{{[0-9.]+}}s reduction=1/{{[0-9.]+}}s
// STATS: xmp: node 0: line {{.*}}jacobi.c:{{[0-9]+}} reflect_do: count=100 time={{[0-9.]+}}s bytes={{[1-9][0-9]*}}
// STATS: xmp: node 1: time: loop=202/
#include <stdio.h>
#include <math.h>
#include <xmp.h>

#ifndef N
#define N 400
#endif
#ifndef ITER
#define ITER 100
#endif

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double u[N][N], un[N][N];
#pragma xmp align u[i][*] with t[i]
#pragma xmp align un[i][*] with t[i]
#pragma xmp shadow u[1][0]

static double ref[N][N], tmp[N][N];

static double init_value(int i, int j) {
  return (i == 0 || j == 0 || i == N - 1 || j == N - 1) ? 1.0 : (double)((i * 3 + j) % 7) / 7;
}

static double serial(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) ref[i][j] = init_value(i, j);
  for (int it = 0; it < ITER; it++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        tmp[i][j] = 0.25 * (ref[i - 1][j] + ref[i + 1][j] + ref[i][j - 1] + ref[i][j + 1]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++) ref[i][j] = tmp[i][j];
  }
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += ref[i][j];
  return s;
}

int main(void) {
  double want = serial();
  double t0 = xmp_wtime();
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) u[i][j] = init_value(i, j);
  for (int it = 0; it < ITER; it++) {
#pragma xmp reflect (u)
#pragma xmp loop (i) on t[i]
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        un[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
#pragma xmp loop (i) on t[i]
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++) u[i][j] = un[i][j];
  }
  double s = 0;
#pragma xmp loop (i) on t[i] reduction(+:s)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += u[i][j];
  double t1 = xmp_wtime();
  printf("node %d elapsed %.6f\n", xmpc_node_num(), t1 - t0);
  if (fabs(s - want) > 1e-9 * fabs(want)) {
    printf("FAIL node %d: sum %.12g, serial %.12g\n", xmpc_node_num(), s, want);
    return 1;
  }
  if (xmpc_node_num() == 0) printf("PASS jacobi\n");
  return 0;
}
