// OpenMP forms that store or use variables (atomic read, private/firstprivate/reduction
// clauses) produce no analysis warnings under -fopenmp, as with clang-22.
// RUN: %xmpcc -fopenmp -fsyntax-only -Wall -Wextra -Wshadow %s 2>&1 | count 0
#include <stdio.h>

int main(void) {
  int a = 4, b = 0, s = 0, x, y = 3, r;
#pragma omp atomic read
  r = a;
#pragma omp atomic write
  b = r + 1;
#pragma omp parallel private(x) firstprivate(y) reduction(+ : s) num_threads(2)
  {
    x = y + 1;
    s += x;
  }
  printf("%d %d %d\n", r, b, s);
  return 0;
}
