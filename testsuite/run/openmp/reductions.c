// Reductions with every operator of C and min/max, on parallel regions and loops, of integer
// and floating types (the float values are exact, so the result does not depend on the order).
// RUN: %xmpcc -fopenmp -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=3 OMP_WAIT_POLICY=passive %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// More than 4 threads: the runtime merges the copies in a tree (the reduction function) instead
// of atomically.
// RUN: env OMP_NUM_THREADS=6 OMP_WAIT_POLICY=passive %t | FileCheck %s
#include <omp.h>
#include <stdio.h>

int main(void) {
  int sum = 10, sub = 0, land = 1, lor = 0, mn = 1000, mx = -1000;
  unsigned band = ~0u, bor = 0, bxor = 0;
  long prod = 1;
  double dsum = 0.5, dmin = 1e9, dmax = -1e9;
  float fprod = 1.0f;
  char csum = 0;
#pragma omp parallel for reduction(+:sum, dsum, csum) reduction(-:sub) reduction(*:prod, fprod) \
    reduction(&:band) reduction(|:bor) reduction(^:bxor) reduction(&&:land) reduction(||:lor) \
    reduction(min:mn, dmin) reduction(max:mx, dmax) schedule(dynamic, 3)
  for (int i = 1; i <= 20; i++) {
    sum += i;
    sub -= i;
    csum += 1;
    dsum += i * 0.25;
    if (i <= 15)
      prod *= i;
    if (i <= 10)
      fprod *= 2.0f;
    band &= ~(1u << i);
    bor |= 1u << i;
    bxor ^= (unsigned)i * 2654435761u;
    land = land && (i < 100);
    lor = lor || (i == 17);
    mn = i * 7 % 23 < mn ? i * 7 % 23 : mn;
    mx = (i * 5) % 17 > mx ? (i * 5) % 17 : mx;
    dmin = i * 1.5 - 7 < dmin ? i * 1.5 - 7 : dmin;
    dmax = 40.0 / i > dmax ? 40.0 / i : dmax;
  }
  // CHECK: sum 220 sub -210 csum 20 dsum 53
  printf("sum %d sub %d csum %d dsum %g\n", sum, sub, csum, dsum);
  // CHECK-NEXT: prod 1307674368000 fprod 1024
  printf("prod %ld fprod %g\n", prod, fprod);
  // CHECK-NEXT: band ffe00001 bor 1ffffe bxor 728a0f54
  printf("band %x bor %x bxor %x\n", band, bor, bxor);
  // CHECK-NEXT: land 1 lor 1 mn 1 mx 16 dmin -5.5 dmax 40
  printf("land %d lor %d mn %d mx %d dmin %g dmax %g\n", land, lor, mn, mx, dmin, dmax);
  // A reduction over a whole region: every thread adds once.
  int threads = 0, maxid = -1;
#pragma omp parallel num_threads(2) reduction(+:threads) reduction(max:maxid)
  {
    threads += 1;
    maxid = omp_get_thread_num() > maxid ? omp_get_thread_num() : maxid;
  }
  // CHECK-NEXT: threads 2 maxid 1
  printf("threads %d maxid %d\n", threads, maxid);
  return 0;
}
