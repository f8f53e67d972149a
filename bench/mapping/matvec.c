/* 2-D matrix-vector product: rows of A block-distributed (collapsed columns), x replicated,
 * y aligned with the rows; repeated. */
#include "common.h"
#ifndef M
#define M 2000
#endif
#pragma xmp nodes p[*]
#pragma xmp template t[M]
#pragma xmp distribute t[block] onto p
double A[M][M], y[M];
#pragma xmp align A[i][*] with t[i]
#pragma xmp align y[i] with t[i]
double x[M];

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 20;
  int i, j, r;
  double s = 0;
  for (j = 0; j < M; j++) x[j] = 1.0 / (j + 1);
#pragma xmp loop on t[i]
  for (i = 0; i < M; i++)
    for (j = 0; j < M; j++) A[i][j] = ((i + 2 * j) % 13) * 0.25;
  double t0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
  for (r = 0; r < reps; r++) {
#pragma xmp loop on t[i]
    for (i = 0; i < M; i++) {
      double acc = 0;
      for (j = 0; j < M; j++) acc += A[i][j] * x[j];
      y[i] = acc;
    }
    x[r % M] += 1e-3;
  }
  double t1 = now(CLOCK_MONOTONIC), c1 = now(CLOCK_PROCESS_CPUTIME_ID);
#pragma xmp loop on t[i] reduction(+:s)
  for (i = 0; i < M; i++) s += y[i];
  result(s, t1 - t0, c1 - c0);
  return 0;
}
