// parallel: num_threads, if, private, firstprivate, shared, default(shared), the omp_* library
// and _OPENMP (clang-22 says 202011, this compiler 201511: OpenMP 4.5); the team size of num_threads(2) and if(0) does not depend on OMP_NUM_THREADS.
// RUN: %xmpcc -fopenmp -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=3 OMP_WAIT_POLICY=passive %t | FileCheck %s
// RUN: %xmpcc -fopenmp -O0 -g %s -o %t0
// RUN: env OMP_NUM_THREADS=1 OMP_WAIT_POLICY=passive %t0 | FileCheck %s
#include <omp.h>
#include <stdio.h>

int main(void) {
  // CHECK: _OPENMP 1
  printf("_OPENMP %d\n", _OPENMP >= 201511);
  int team = 0, ids = 0, seen = 0;
#pragma omp parallel num_threads(2) shared(team, ids, seen) default(shared)
  {
#pragma omp critical
    {
      team = omp_get_num_threads();
      ids += omp_get_thread_num() + 1;
      seen++;
    }
  }
  // CHECK-NEXT: team 2 ids 3 seen 2
  printf("team %d ids %d seen %d\n", team, ids, seen);
  int n = 4, in_par = -1;
#pragma omp parallel if (n > 10) num_threads(3)
  {
    team = omp_get_num_threads();
    in_par = omp_in_parallel();
  }
  // CHECK-NEXT: if(0) team 1 in_parallel 0
  printf("if(0) team %d in_parallel %d\n", team, in_par);
  int x = 7, y = 100, total = 0;
#pragma omp parallel num_threads(2) private(x) firstprivate(y)
  {
    x = omp_get_thread_num();
    y += x;
#pragma omp atomic
    total += y;
  }
  // Threads 0 and 1: (100+0) + (100+1); the originals are untouched.
  // CHECK-NEXT: x 7 y 100 total 201
  printf("x %d y %d total %d\n", x, y, total);
  // A region outside any parallel construct sees one thread.
  // CHECK-NEXT: outside 1 0
  printf("outside %d %d\n", omp_get_num_threads(), omp_get_thread_num());
  return 0;
}
