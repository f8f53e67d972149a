// An OpenMP parallel region as the body of an XMP task, and in every node of an XMP program:
// each node runs its own team of threads (OMP_NUM_THREADS is passed to every node by xmprun
// and mpiexec); XMP directives stay outside the regions.
// omp-diff: skip (an XMP program: clang-22 has no xmp.h)
// RUN: %xmpcc -O1 -fopenmp %s -o %t
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 3 %t | FileCheck %s
// CHECK: task team 2
// CHECK-NEXT: max threads 2 sum 6000
#include <omp.h>
#include <stdio.h>
#include <xmp.h>
#define N 1000
#pragma xmp nodes p[*]

int main(void) {
  int team = 0;
#pragma xmp task on p[0]
#pragma omp parallel
  {
#pragma omp single
    team = omp_get_num_threads();
  }
#pragma xmp reduction(+: team)
  if (xmpc_node_num() == 0)
    printf("task team %d\n", team);
  int maxt = omp_get_max_threads();
  long sum = 0;
#pragma omp parallel for reduction(+: sum)
  for (int i = 0; i < N; i++)
    sum += 2 * (i % 7 == 0 ? 3 : 3);
#pragma xmp reduction(max: maxt)
  if (xmpc_node_num() == 0)
    printf("max threads %d sum %ld\n", maxt, sum);
  return 0;
}
