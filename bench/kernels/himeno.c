/* Himeno benchmark, serial C (point-Jacobi for a 3-D Poisson equation), written from the
 * algorithm in shared/himeno.md. Sizes by macro: -DHIMENO_XS (33x33x65), default S (65x65x129),
 * -DHIMENO_M (129x129x257). Usage: himeno [iterations]. Prints the residual (gosa) of the last
 * iteration as the checksum, and the time of the timed iterations as `time_s`. */
#include <stdio.h>
#include <stdlib.h>
#include "bench_timer.h"

#if defined(HIMENO_XS)
#define MX0 33
#define MY0 33
#define MZ0 65
#elif defined(HIMENO_M)
#define MX0 129
#define MY0 129
#define MZ0 257
#else
#define MX0 65
#define MY0 65
#define MZ0 129
#endif

static float p[MX0][MY0][MZ0];
static float a[4][MX0][MY0][MZ0], b[3][MX0][MY0][MZ0], c[3][MX0][MY0][MZ0];
static float bnd[MX0][MY0][MZ0];
static float wrk1[MX0][MY0][MZ0], wrk2[MX0][MY0][MZ0];

static const int imax = MX0 - 1, jmax = MY0 - 1, kmax = MZ0 - 1;
static const float omega = 0.8f;

static void init(void) {
  /* Static arrays start at zero; set the interior values of the specification. */
  for (int i = 0; i < imax; i++)
    for (int j = 0; j < jmax; j++)
      for (int k = 0; k < kmax; k++) {
        a[0][i][j][k] = a[1][i][j][k] = a[2][i][j][k] = 1.0f;
        a[3][i][j][k] = 1.0f / 6.0f;
        b[0][i][j][k] = b[1][i][j][k] = b[2][i][j][k] = 0.0f;
        c[0][i][j][k] = c[1][i][j][k] = c[2][i][j][k] = 1.0f;
        p[i][j][k] = (float)(k * k) / (float)((kmax - 1) * (kmax - 1));
        wrk1[i][j][k] = 0.0f;
        bnd[i][j][k] = 1.0f;
      }
}

static float jacobi(int iterations) {
  float gosa = 0.0f;
  for (int n = 0; n < iterations; n++) {
    gosa = 0.0f;
    for (int i = 1; i < imax - 1; i++)
      for (int j = 1; j < jmax - 1; j++)
        for (int k = 1; k < kmax - 1; k++) {
          float s0 = a[0][i][j][k] * p[i + 1][j][k] + a[1][i][j][k] * p[i][j + 1][k] +
                     a[2][i][j][k] * p[i][j][k + 1] +
                     b[0][i][j][k] * (p[i + 1][j + 1][k] - p[i + 1][j - 1][k] -
                                      p[i - 1][j + 1][k] + p[i - 1][j - 1][k]) +
                     b[1][i][j][k] * (p[i][j + 1][k + 1] - p[i][j - 1][k + 1] -
                                      p[i][j + 1][k - 1] + p[i][j - 1][k - 1]) +
                     b[2][i][j][k] * (p[i + 1][j][k + 1] - p[i - 1][j][k + 1] -
                                      p[i + 1][j][k - 1] + p[i - 1][j][k - 1]) +
                     c[0][i][j][k] * p[i - 1][j][k] + c[1][i][j][k] * p[i][j - 1][k] +
                     c[2][i][j][k] * p[i][j][k - 1] + wrk1[i][j][k];
          float ss = (s0 * a[3][i][j][k] - p[i][j][k]) * bnd[i][j][k];
          gosa += ss * ss;
          wrk2[i][j][k] = p[i][j][k] + omega * ss;
        }
    for (int i = 1; i < imax - 1; i++)
      for (int j = 1; j < jmax - 1; j++)
        for (int k = 1; k < kmax - 1; k++) p[i][j][k] = wrk2[i][j][k];
  }
  return gosa;
}

int main(int argc, char **argv) {
  int iterations = argc > 1 ? atoi(argv[1]) : 40;
  init();
  jacobi(2); /* warm-up */
  init();
  double t0 = bench_now(), c0 = bench_cpu();
  float gosa = jacobi(iterations);
  double t1 = bench_now(), c1 = bench_cpu();
  double flop = 34.0 * (imax - 2) * (jmax - 2) * (kmax - 2) * iterations;
  /* The sum of the final pressure: a checksum that, unlike gosa (a float sum whose order a
   * parallel reduction may change), every version must reproduce to rounding. */
  double pcheck = 0;
  for (int i = 1; i < imax - 1; i++)
    for (int j = 1; j < jmax - 1; j++)
      for (int k = 1; k < kmax - 1; k++) pcheck += p[i][j][k];
  printf("himeno %dx%dx%d iterations=%d\n", MX0, MY0, MZ0, iterations);
  printf("checksum %.6e\n", gosa);
  printf("pcheck %.12e\n", pcheck);
  printf("mflops %.1f\n", flop / (t1 - t0) / 1e6);
  printf("time_s %.6f\n", t1 - t0);
  printf("cpu_s %.6f\n", c1 - c0);
  return 0;
}
