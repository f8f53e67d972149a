// lastprivate of a dynamically scheduled loop: the thread that ran the last chunk copies out,
// whatever chunks it asks for afterwards.
// omp-diff: skip (clang-22 with libomp leaves the variables unset when the thread that ran the
// last chunk asks the runtime for another chunk: it reads the flag of that last, empty request)
// RUN: %xmpcc -fopenmp -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=4 OMP_WAIT_POLICY=passive %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=3 OMP_WAIT_POLICY=passive %t | FileCheck %s
#include <stdio.h>

int main(void) {
  int bad = 0;
  for (int rep = 0; rep < 50; rep++) {
    int k = -1, j = -1;
#pragma omp parallel for lastprivate(k, j) schedule(dynamic, 2)
    for (k = 0; k < 17; k++)
      j = k * 2;
    bad += k != 17 || j != 32;
#pragma omp parallel for lastprivate(j) schedule(guided)
    for (int i = 0; i < 100; i++)
      j = i;
    bad += j != 99;
  }
  // CHECK: lastprivate bad 0
  printf("lastprivate bad %d\n", bad);
  return 0;
}
