// sections (with lastprivate and reduction), single (private, firstprivate, nowait), master,
// lastprivate of loops, firstprivate on a loop, and orphaned constructs in a called function.
// RUN: %xmpcc -fopenmp -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=3 OMP_WAIT_POLICY=passive %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
#include <omp.h>
#include <stdio.h>

static int done[4];

/// Orphaned worksharing: binds to the caller's parallel region.
static long orphan_sum(int n) {
  static long total;
#pragma omp single
  total = 0;
  long mine = 0;
#pragma omp for schedule(static, 1)
  for (int i = 1; i <= n; i++)
    mine += i;
#pragma omp atomic
  total += mine;
#pragma omp barrier
  return total;
}

int main(void) {
  int last = -1, secsum = 0;
#pragma omp parallel sections lastprivate(last) reduction(+:secsum)
  {
#pragma omp section
    {
      done[0]++;
      last = 10;
      secsum += 1;
    }
#pragma omp section
    {
      done[1]++;
      last = 20;
      secsum += 2;
    }
#pragma omp section
    {
      done[2]++;
      last = 30;
      secsum += 4;
    }
  }
  // CHECK: sections 1 1 1 last 30 sum 7
  printf("sections %d %d %d last %d sum %d\n", done[0], done[1], done[2], last, secsum);
  int singles = 0, masters = 0, fp = 5, sp = 0;
#pragma omp parallel num_threads(2)
  {
#pragma omp single firstprivate(fp) private(sp)
    {
      sp = fp * 2;
      singles += sp;
    }
#pragma omp master
    masters++;
#pragma omp single nowait
    singles++;
  }
  // CHECK-NEXT: singles 11 masters 1 fp 5
  printf("singles %d masters %d fp %d\n", singles, masters, fp);
  int k = -1, j = -1, base = 100, acc = 0;
#pragma omp parallel for lastprivate(k, j) firstprivate(base) schedule(static, 2) reduction(+:acc)
  for (k = 0; k < 17; k++) {
    j = k * 2;
    acc += base;
  }
  // The loop variable is one step past the end; j comes from the last iteration.
  // CHECK-NEXT: lastprivate k 17 j 32 acc 1700
  printf("lastprivate k %d j %d acc %d\n", k, j, acc);
  long t = 0;
#pragma omp parallel num_threads(2)
  t = orphan_sum(100);
  // CHECK-NEXT: orphaned 5050
  printf("orphaned %ld\n", t);
  // An orphaned construct outside a parallel region runs on one thread.
  // CHECK-NEXT: serial 55
  printf("serial %ld\n", orphan_sum(10));
  return 0;
}
