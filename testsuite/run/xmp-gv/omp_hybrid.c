// Hybrid XMP + OpenMP (reference section 11): `omp parallel for` before or after `xmp loop`
// on the same `for`, with and without reductions, and an `omp` line between a task directive
// and its block. Without -fopenmp the OpenMP lines are ignored and the loops run on one thread
// per node; with it each node's iterations are split among its threads
// (testsuite/run/openmp/xmp_hybrid.c checks that).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmpcc -O2 -fopenmp %s -o %t.omp
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 3 %t.omp | FileCheck %s --implicit-check-not=FAIL
// CHECK: PASS omp-after
// CHECK: PASS omp-before
// CHECK: PASS omp-task
#include <stdio.h>
#include <xmp.h>
#define N 1000
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double a[N];
#pragma xmp align a[i] with t[i]
int main(void) {
  int i;
  double s = 0, s2 = 0;
#pragma xmp loop on t[i]
#pragma omp parallel for
  for (i = 0; i < N; i++) a[i] = i;
#pragma xmp loop on t[i] reduction(+: s)
#pragma omp parallel for reduction(+: s)
  for (i = 0; i < N; i++) s += a[i];
  if (xmpc_node_num() == 0) printf("%s omp-after\n", s == N * (N - 1) / 2.0 ? "PASS" : "FAIL");
#pragma omp parallel for reduction(+: s2)
#pragma xmp loop on t[i] reduction(+: s2)
  for (i = 0; i < N; i++) s2 += 2 * a[i];
  if (xmpc_node_num() == 0) printf("%s omp-before\n", s2 == N * (N - 1.0) ? "PASS" : "FAIL");
  int hit = 0;
#pragma xmp task on p[0]
#pragma omp parallel
  {
    hit = 1;
  }
#pragma xmp reduction(+: hit)
  if (xmpc_node_num() == 0) printf("%s omp-task\n", hit == 1 ? "PASS" : "FAIL");
  return 0;
}
