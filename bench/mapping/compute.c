/* Compute-bound: per-element transcendental math over a block-distributed array. The time is
 * the wall clock between two barriers (the slowest node), so 2 nodes vs 1 is the speed-up. */
#include <math.h>
#include "common.h"
#ifndef N
#define N 400000
#endif
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double v[N];
#pragma xmp align v[i] with t[i]

int main(int argc, char **argv) {
  int iters = argc > 1 ? atoi(argv[1]) : 24;
  int i, k;
  double s = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) v[i] = (double)i / N;
#pragma xmp barrier
  double t0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) {
    double w = v[i];
    for (k = 0; k < iters; k++) w = sin(w) * exp(-w * w) + cos(w) * 0.5 + log1p(w * w);
    v[i] = w;
  }
#pragma xmp barrier
  double t1 = now(CLOCK_MONOTONIC), c1 = now(CLOCK_PROCESS_CPUTIME_ID);
#pragma xmp loop on t[i] reduction(+:s)
  for (i = 0; i < N; i++) s += v[i];
  result(s, t1 - t0, c1 - c0);
  return 0;
}
