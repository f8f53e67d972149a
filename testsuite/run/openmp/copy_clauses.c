// copyin (each thread's threadprivate copy starts with the primary thread's value),
// copyprivate on single (the value one thread computed reaches every thread's private copy,
// also of a threadprivate variable and a struct), and proc_bind (a request to the runtime;
// the results do not depend on it).
// RUN: %xmpcc -fopenmp -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=3 OMP_WAIT_POLICY=passive %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: %xmpcc -fopenmp -O0 %s -o %t0
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %t0 | FileCheck %s
#include <omp.h>
#include <stdio.h>

static int tp = 1;
static double tpd;
#pragma omp threadprivate(tp, tpd)

struct pair {
  int a;
  double b;
};

int main(void) {
  int bad = 0, n = 0;
  tp = 42;
  tpd = 2.5;
#pragma omp parallel copyin(tp, tpd) reduction(+:bad, n) proc_bind(close)
  {
    bad += tp != 42 || tpd != 2.5;
    n++;
    // Each thread's own copy from here on.
    tp = omp_get_thread_num();
  }
  // CHECK: copyin: bad=0 threads_ok=1
  printf("copyin: bad=%d threads_ok=%d\n", bad, n == omp_get_max_threads());

  bad = 0;
  tp = 42;
#pragma omp parallel for copyin(tp) reduction(+:bad) proc_bind(spread)
  for (int i = 0; i < 30; i++)
    bad += tp != 42;
  // CHECK-NEXT: copyin for: bad=0
  printf("copyin for: bad=%d\n", bad);

  bad = 0;
#pragma omp parallel reduction(+:bad) proc_bind(master)
  {
    int mine = -1;
    struct pair pr = {0, 0};
#pragma omp single copyprivate(mine, pr, tp)
    {
      mine = 7;
      pr.a = 3;
      pr.b = 0.25;
      tp = 99;
    }
    bad += mine != 7 || pr.a != 3 || pr.b != 0.25 || tp != 99;
  }
  // CHECK-NEXT: copyprivate: bad=0
  printf("copyprivate: bad=%d\n", bad);
  return 0;
}
