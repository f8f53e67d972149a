// Nested parallel regions (the inner one outlined from the outer), firstprivate of an
// enclosing region's private variable, and a variable-length array shared by a loop.
// RUN: %xmpcc -fopenmp -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %t | FileCheck %s
// CHECK: total 26 vla 30
#include <omp.h>
#include <stdio.h>
int main(void) {
  int total = 0;
  omp_set_max_active_levels(2);
#pragma omp parallel num_threads(2)
  {
    int outer = omp_get_thread_num();
#pragma omp parallel num_threads(2) firstprivate(outer)
    {
#pragma omp atomic
      total += 10 * outer + omp_get_thread_num() + 1;
    }
  }
  int vla_n = 5;
  int v[vla_n];
#pragma omp parallel for
  for (int i = 0; i < vla_n; i++) v[i] = i * i;
  int s = 0;
  for (int i = 0; i < vla_n; i++) s += v[i];
  printf("total %d vla %d\n", total, s);
  return 0;
}
