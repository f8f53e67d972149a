// Worksharing loops: every schedule kind, with and without chunks, increasing and decreasing
// loops, steps other than one, unsigned and long variables, '!=', collapse, nowait, and each
// iteration run exactly once (counted per iteration).
// RUN: %xmpcc -fopenmp -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=3 OMP_WAIT_POLICY=passive %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive OMP_SCHEDULE=dynamic,5 %t | FileCheck %s
#include <stdio.h>
#include <string.h>

#define N 203
static int hits[N];

static int check(const char *what) {
  int bad = 0;
  for (int i = 0; i < N; i++)
    if (hits[i] != 1)
      bad++;
  printf("%s %s\n", what, bad ? "BAD" : "ok");
  memset(hits, 0, sizeof hits);
  return bad;
}

int main(void) {
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    hits[i]++;
  // CHECK: default ok
  check("default");
#pragma omp parallel for schedule(static, 7)
  for (int i = N - 1; i >= 0; i--)
    hits[i]++;
  // CHECK-NEXT: static,7 ok
  check("static,7");
#pragma omp parallel for schedule(dynamic)
  for (int i = 0; i < N; i++)
    hits[i]++;
  // CHECK-NEXT: dynamic ok
  check("dynamic");
#pragma omp parallel for schedule(dynamic, 4)
  for (int i = 0; i < N; i++)
    hits[i]++;
  // CHECK-NEXT: dynamic,4 ok
  check("dynamic,4");
#pragma omp parallel for schedule(guided)
  for (int i = 0; i < N; i++)
    hits[i]++;
  // CHECK-NEXT: guided ok
  check("guided");
#pragma omp parallel for schedule(guided, 3)
  for (unsigned u = 0; u < N; u++)
    hits[u]++;
  // CHECK-NEXT: guided,3 ok
  check("guided,3");
#pragma omp parallel for schedule(runtime)
  for (long l = 0; l < N; l++)
    hits[l]++;
  // CHECK-NEXT: runtime ok
  check("runtime");
#pragma omp parallel for schedule(auto)
  for (int i = 0; i != N; i++)
    hits[i]++;
  // CHECK-NEXT: auto ok
  check("auto");
  int i;
#pragma omp parallel for
  for (i = 0; i < 3 * N; i += 3)
    hits[i / 3]++;
  // CHECK-NEXT: step 3 ok
  check("step 3");
#pragma omp parallel for schedule(static, 2)
  for (int k = N; k > 0; k = k - 1)
    hits[k - 1]++;
  // CHECK-NEXT: k=k-1 ok
  check("k=k-1");
#pragma omp parallel for collapse(2) schedule(dynamic, 5)
  for (int a = 0; a < 7; a++)
    for (int b = 28; b >= 0; b -= 1)
      hits[a * 29 + b]++;
  // CHECK-NEXT: collapse(2) ok
  check("collapse(2)");
  // Empty loops run no iteration.
  int runs = 0;
#pragma omp parallel for reduction(+:runs)
  for (int e = 5; e < 5; e++)
    runs++;
  // CHECK-NEXT: empty 0
  printf("empty %d\n", runs);
#pragma omp parallel
  {
#pragma omp for nowait
    for (int k = 0; k < N / 2; k++)
      hits[k]++;
#pragma omp for schedule(dynamic) nowait
    for (int k = N / 2; k < N; k++)
      hits[k]++;
#pragma omp barrier
  }
  // CHECK-NEXT: nowait ok
  check("nowait");
  // `continue` goes to the next iteration.
  int odd = 0;
#pragma omp parallel for reduction(+:odd)
  for (int k = 0; k < N; k++) {
    if (k % 2 == 0)
      continue;
    odd++;
  }
  // CHECK-NEXT: odd 101
  printf("odd %d\n", odd);
  return 0;
}
