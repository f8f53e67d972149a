// Explicit tasks: recursive fibonacci (shared results, implicit firstprivate of the argument,
// final, priority; not untied: clang-22's build of it with 3 threads on 2 busy cores
// sometimes never finishes in libomp), an untied orphaned task, firstprivate capture at
// creation, private, a wavefront ordered only by depend(in/out/inout) on array elements and
// sections, taskgroup waiting for
// descendant tasks, if(0) tasks with dependences, nested tasks and default(shared).
// RUN: %xmpcc -fopenmp -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=3 OMP_WAIT_POLICY=passive %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: %xmpcc -fopenmp -O0 %s -o %t0
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %t0 | FileCheck %s
#include <omp.h>
#include <stdio.h>

static int fib(int n) {
  int x, y;
  if (n < 2)
    return n;
#pragma omp task shared(x) final(n < 12) mergeable
  x = fib(n - 1);
#pragma omp task shared(y) priority(2)
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}

#define N 6
static double grid[N][N];
static long counted;

static void count_down(int depth) {
  if (depth == 0)
    return;
#pragma omp atomic
  counted++;
  // Tasks of tasks: the taskgroup below waits for all of them.
#pragma omp task
  count_down(depth - 1);
#pragma omp task
  count_down(depth - 1);
}

int main(void) {
  int r = 0;
#pragma omp parallel
#pragma omp single
  r = fib(22);
  // CHECK: fib(22) = 17711
  printf("fib(22) = %d\n", r);

  // firstprivate: each task sees the value at its creation; private: its own copy.
  int v = 1, out[4] = {0}, scratch = 99;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    for (int i = 0; i < 4; i++) {
#pragma omp task firstprivate(v) private(scratch) shared(out)
      {
        scratch = i;
        out[i] = v * 10 + scratch;
      }
      v++;
    }
#pragma omp taskwait
  }
  // CHECK-NEXT: firstprivate: 10 21 32 43 v=5 scratch=99
  printf("firstprivate: %d %d %d %d v=%d scratch=%d\n", out[0], out[1], out[2], out[3], v,
         scratch);

  // Wavefront: cell (i, j) needs (i-1, j) and (i, j-1); only the dependences order the tasks.
#pragma omp parallel
#pragma omp single
  {
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        if (i == 0 || j == 0) {
#pragma omp task depend(out: grid[i][j])
          grid[i][j] = 1;
        } else {
#pragma omp task depend(in: grid[i - 1][j], grid[i][j - 1]) depend(out: grid[i][j])
          grid[i][j] = grid[i - 1][j] + grid[i][j - 1];
        }
      }
    // The same element as the last writer: runs after it.
#pragma omp task depend(in: grid[N - 1][N - 1])
    printf("wavefront: %.0f\n", grid[N - 1][N - 1]);
  }
  // CHECK-NEXT: wavefront: 252

  // Array sections (the runtime matches dependences by their start address).
  int a[8] = {0};
#pragma omp parallel
#pragma omp single
  {
    for (int k = 0; k < 8; k++) {
#pragma omp task depend(inout: a[0:8]) if(k != 3)
      a[k] = (k > 0 ? a[k - 1] : 0) + k;
    }
#pragma omp task depend(in: a[:])
    printf("sections: %d\n", a[7]);
  }
  // CHECK-NEXT: sections: 28

  // taskgroup waits for descendant tasks too (taskwait only for children).
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskgroup
    count_down(8);
    printf("taskgroup: %ld\n", counted);
  }
  // CHECK-NEXT: taskgroup: 255

  // Nested tasks: a variable firstprivate in the outer task is firstprivate again in the
  // inner one; default(shared) shares everything.
  int total = 0;
#pragma omp parallel
#pragma omp single
  {
    int base = 100;
#pragma omp task shared(total)
    {
      base += 5;
#pragma omp task default(shared)
      {
#pragma omp atomic
        total += base;
      }
#pragma omp taskwait
    }
#pragma omp taskwait
    printf("nested: total=%d base=%d\n", total, base);
  }
  // CHECK-NEXT: nested: total=105 base=100

  // Orphaned tasks outside any parallel region run on the initial thread.
  int seq = 0;
#pragma omp task shared(seq) untied
  seq = 7;
#pragma omp taskwait
  // CHECK-NEXT: orphaned: 7
  printf("orphaned: %d\n", seq);
  return 0;
}
