// critical (unnamed and named), atomic read/write/update/capture on int, long, unsigned char,
// float, double and pointers, barrier, flush, threadprivate, taskwait/taskyield.
// RUN: %xmpcc -fopenmp -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=3 OMP_WAIT_POLICY=passive %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
#include <omp.h>
#include <stdio.h>

static int counter;
#pragma omp threadprivate(counter)

int main(void) {
  int a = 0, b = 0, cap_old = 0, cap_new = 0, uniq = 0;
  long l = 0;
  unsigned char uc = 0;
  float f = 0;
  double d = 1;
  int arr[8] = {0};
  int *p = arr;
  int seen[64] = {0};
#pragma omp parallel num_threads(4)
  {
    for (int i = 0; i < 100; i++) {
#pragma omp critical
      a++;
#pragma omp critical(other)
      b += 2;
#pragma omp atomic
      l += 3;
#pragma omp atomic update
      uc++;
#pragma omp atomic
      f += 0.5f;
#pragma omp atomic
      d *= 1.0;
    }
    int mine;
#pragma omp atomic capture
    mine = uniq++;
    seen[mine] = 1;
    int *q;
#pragma omp atomic capture
    {
      q = p;
      p = p + 1;
    }
    *q = 1;
#pragma omp atomic capture
    cap_new = ++cap_old;
    counter = omp_get_thread_num() + 1;
#pragma omp barrier
#pragma omp flush
#pragma omp taskyield
#pragma omp taskwait
  }
  int nseen = 0, narr = 0;
  for (int i = 0; i < 64; i++)
    nseen += seen[i];
  for (int i = 0; i < 8; i++)
    narr += arr[i];
  int r;
#pragma omp atomic read
  r = a;
#pragma omp atomic write
  b = b + 1;
  // CHECK: a 400 b 801 l 1200 uc 144 f 200 d 1 r 400
  printf("a %d b %d l %ld uc %u f %g d %g r %d\n", a, b, l, uc, f, d, r);
  // CHECK-NEXT: captures 4 4 4 new 4
  printf("captures %d %d %d new %d\n", nseen, narr, cap_old, cap_new <= 4 ? 4 : -1);
  // The initial thread's threadprivate copy is its own.
  // CHECK-NEXT: threadprivate 1
  printf("threadprivate %d\n", counter);
  return 0;
}
