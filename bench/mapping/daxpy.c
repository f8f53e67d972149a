/* daxpy over block-distributed vectors: y = a*x + y, repeated. Memory-bound. */
#include "common.h"
#ifndef N
#define N 4000000
#endif
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double x[N], y[N];
#pragma xmp align x[i] with t[i]
#pragma xmp align y[i] with t[i]

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 40;
  int i, r;
  double a = 1.0000001, s = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) {
    x[i] = (i % 7) * 0.5;
    y[i] = (i % 3) * 0.25;
  }
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) y[i] = a * x[i] + y[i];
  double t0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
  for (r = 0; r < reps; r++) {
#pragma xmp loop on t[i]
    for (i = 0; i < N; i++) y[i] = a * x[i] + y[i];
  }
  double t1 = now(CLOCK_MONOTONIC), c1 = now(CLOCK_PROCESS_CPUTIME_ID);
#pragma xmp loop on t[i] reduction(+:s)
  for (i = 0; i < N; i++) s += y[i];
  result(s, t1 - t0, c1 - c0);
  return 0;
}
