// The ordered clause and construct: the ordered regions of a loop run in iteration order
// whatever the schedule (static, static with chunks, dynamic, guided, runtime), also in a
// collapsed nest and an orphaned ordered region in a called function; the rest of the body
// runs in parallel.
// RUN: %xmpcc -fopenmp -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=3 OMP_WAIT_POLICY=passive %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: %xmpcc -fopenmp -O0 %s -o %t0
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %t0 | FileCheck %s
#include <omp.h>
#include <stdio.h>

static int seq[64], pos;

static void record(int i) {
#pragma omp ordered
  seq[pos++] = i;
}

static int in_order(int n) {
  for (int i = 0; i < n; i++)
    if (seq[i] != i)
      return 0;
  return pos == n;
}

int main(void) {
  long sum = 0;
  pos = 0;
#pragma omp parallel for ordered reduction(+:sum)
  for (int i = 0; i < 40; i++) {
    sum += i * i;
#pragma omp ordered
    seq[pos++] = i;
  }
  // CHECK: static: 1 sum=20540
  printf("static: %d sum=%ld\n", in_order(40), sum);

  pos = 0;
#pragma omp parallel for ordered schedule(static, 3)
  for (int i = 0; i < 40; i++) {
#pragma omp ordered threads
    { seq[pos++] = i; }
  }
  // CHECK-NEXT: static,3: 1
  printf("static,3: %d\n", in_order(40));

  pos = 0;
#pragma omp parallel
  {
#pragma omp for ordered schedule(dynamic, 2) nowait
    for (int i = 39; i >= 0; i--) {
#pragma omp ordered
      seq[pos++] = 39 - i;
    }
  }
  // CHECK-NEXT: dynamic: 1
  printf("dynamic: %d\n", in_order(40));

  pos = 0;
#pragma omp parallel for ordered schedule(guided)
  for (int i = 0; i < 50; i++)
    record(i);
  // CHECK-NEXT: guided: 1
  printf("guided: %d\n", in_order(50));

  pos = 0;
#pragma omp parallel for ordered schedule(runtime) collapse(2)
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 8; j++) {
#pragma omp ordered
      seq[pos++] = i * 8 + j;
    }
  // CHECK-NEXT: collapse: 1
  printf("collapse: %d\n", in_order(48));
  return 0;
}
