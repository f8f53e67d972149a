// simd (a vectorisation hint: the loop runs on the encountering thread, its clauses apply),
// for simd and parallel for simd.
// RUN: %xmpcc -fopenmp -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %t | FileCheck %s
#include <stdio.h>

int main(void) {
  int a[256], s = 0, last = -1;
  for (int i = 0; i < 256; i++)
    a[i] = i % 7;
#pragma omp simd reduction(+:s) lastprivate(last) safelen(8)
  for (int i = 0; i < 256; i++) {
    s += a[i];
    last = a[i];
  }
  // CHECK: simd 762 last 3
  printf("simd %d last %d\n", s, last);
  long t = 0;
#pragma omp parallel for simd reduction(+:t) schedule(static, 16)
  for (int i = 0; i < 256; i++)
    t += a[i] * i;
#pragma omp parallel
  {
#pragma omp for simd
    for (int i = 0; i < 256; i++)
      a[i] = 2 * a[i];
  }
  int u = 0;
  for (int i = 0; i < 256; i++)
    u += a[i];
  // CHECK-NEXT: for simd 97412 1524
  printf("for simd %ld %d\n", t, u);
  return 0;
}
