// Hybrid loops (reference section 11): `omp parallel for` before or after `xmp loop` splits
// each node's iterations among its threads; reductions are thread-level, then node-level.
// Every iteration runs once, on several threads of its node; 1-4 nodes x 1-2 threads.
// omp-diff: skip (an XMP program: clang-22 has no xmp.h)
// RUN: %xmpcc -O2 -fopenmp %s -o %t
// RUN: %xmpcc -O0 -fopenmp %s -o %t0
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 4 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 3 %t0 | FileCheck %s
// CHECK: once PASS
// CHECK-NEXT: threads PASS
// CHECK-NEXT: sum 499500 max 999 prod 1024 2d 250000
#include <omp.h>
#include <stdio.h>
#include <xmp.h>
#define N 1000
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
int hits[N], who[N];
#pragma xmp align hits[i] with t[i]
#pragma xmp align who[i] with t[i]
#pragma xmp template t2[100][50]
#pragma xmp distribute t2[block][*] onto p
double g[100][50];
#pragma xmp align g[i][j] with t2[i][j]

int main(void) {
  int i, j;
#pragma xmp loop on t[i]
#pragma omp parallel for
  for (i = 0; i < N; i++) {
    int me = omp_get_thread_num();
    hits[i]++;
    who[i] = omp_get_num_threads() * 100 + me;
  }
  // Every iteration once; with T threads (and a node part of at least T iterations) every
  // thread of the node ran some.
  int bad = 0, used = 0;
#pragma xmp loop on t[i] reduction(+: bad) reduction(|: used)
  for (i = 0; i < N; i++) {
    bad += hits[i] != 1;
    used |= 1 << (who[i] % 100);
  }
  int team = 1;
#pragma omp parallel
#pragma omp single
  team = omp_get_num_threads();
  if (xmpc_node_num() == 0) {
    printf("once %s\n", bad == 0 ? "PASS" : "FAIL");
    printf("threads %s\n", used == (1 << team) - 1 ? "PASS" : "FAIL");
  }
  long sum = 0;
  int mx = -1;
  double prod = 1;
#pragma omp parallel for reduction(+: sum) reduction(max: mx) reduction(*: prod)
#pragma xmp loop on t[i] reduction(+: sum) reduction(max: mx) reduction(*: prod)
  for (i = 0; i < N; i++) {
    long v = i;
    sum += v;
    mx = i > mx ? i : mx;
    if (i % 100 == 0)
      prod *= 2;
  }
  double s2 = 0;
#pragma xmp loop (i, j) on t2[i][j] reduction(+: s2)
#pragma omp parallel for reduction(+: s2)
  for (i = 0; i < 100; i++)
    for (j = 0; j < 50; j++) {
      g[i][j] = (i + j) % 2 ? 100 : 0;
      s2 += g[i][j];
    }
  if (xmpc_node_num() == 0)
    printf("sum %ld max %d prod %g 2d %g\n", sum, mx, prod, s2);
  return 0;
}
