// Sections whose lengths are known only at run time are checked before the statement runs:
// non-conformable ones end the job with the statement's location, and nothing is stored.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t 4 | FileCheck %s --check-prefix=GOOD
// RUN: not %xmprun -n 1 %t 5 2>&1 | FileCheck %s --check-prefix=BAD
// GOOD: x[1] = 4
// BAD: xmp: node 0: error: array assignment between sections of different shapes ([5] and [4]) at {{.*}}shape_error.c:[[@LINE+11]]
// BAD-NOT: x[1]
#include <stdio.h>
#include <stdlib.h>

double x[10], y[10];

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  int i;
  for (i = 0; i < 10; i++) y[i] = i;
  x[0:n] = y[2:4] + 1.0;
  printf("x[1] = %g\n", x[1]);
  return 0;
}
