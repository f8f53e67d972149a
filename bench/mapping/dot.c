/* Dot product of block-distributed vectors with a loop reduction, repeated. */
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
  double total = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) {
    x[i] = (i % 5) * 0.5 + 1;
    y[i] = (i % 11) * 0.125;
  }
  double t0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
  for (r = 0; r < reps; r++) {
    double s = 0;
#pragma xmp loop on t[i] reduction(+:s)
    for (i = 0; i < N; i++) s += x[i] * y[i];
    total += s / (r + 1);
  }
  double t1 = now(CLOCK_MONOTONIC), c1 = now(CLOCK_PROCESS_CPUTIME_ID);
  result(total, t1 - t0, c1 - c0);
  return 0;
}
