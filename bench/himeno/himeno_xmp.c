/* Himeno benchmark in XMP global view (shared/himeno.md): one template over (i, j, k), the
 * i axis block-distributed over the nodes (or, with -DHIMENO_2D, i and j over a 2-D node array
 * NPI x NPJ given by -DNPI=.. -DNPJ=..), the arrays aligned with it (the coefficient arrays'
 * leading index collapsed with `*`), p with a shadow of 1 on each distributed axis, one
 * `reflect (p)` before each sweep, `loop` over the interior with `reduction (+:gosa)`.
 * Sizes by macro as bench/kernels/himeno.c: -DHIMENO_XS, default S, -DHIMENO_M.
 * -DHIMENO_REFLECT_INIT uses reflect_init before the iterations and reflect_do in the sweep.
 * Built with -fopenmp the two sweep loops are hybrid loops (`omp parallel for` + `xmp loop`):
 * each node's part is split among OMP_NUM_THREADS threads.
 * Usage: himeno_xmp [iterations]. Node 1 prints the residual (gosa) of the last iteration as
 * the checksum, MFLOPS, the wall time of the timed iterations as `time_s` (and node 1's CPU
 * time as `cpu_s`), plus the wall time spent in the reflects as `reflect_s` (slowest node). */
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#include "../kernels/bench_timer.h"

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

#ifdef HIMENO_2D
#ifndef NPI
#define NPI 2
#endif
#ifndef NPJ
#define NPJ 1
#endif
#pragma xmp nodes n[NPI][NPJ]
#pragma xmp template t[MX0][MY0][MZ0]
#pragma xmp distribute t[block][block][*] onto n
#else
#pragma xmp nodes n[*]
#pragma xmp template t[MX0][MY0][MZ0]
#pragma xmp distribute t[block][*][*] onto n
#endif

float p[MX0][MY0][MZ0];
float a[4][MX0][MY0][MZ0], b[3][MX0][MY0][MZ0], c[3][MX0][MY0][MZ0];
float bnd[MX0][MY0][MZ0];
float wrk1[MX0][MY0][MZ0], wrk2[MX0][MY0][MZ0];
#pragma xmp align p[i][j][k] with t[i][j][k]
#pragma xmp align bnd[i][j][k] with t[i][j][k]
#pragma xmp align wrk1[i][j][k] with t[i][j][k]
#pragma xmp align wrk2[i][j][k] with t[i][j][k]
#pragma xmp align a[*][i][j][k] with t[i][j][k]
#pragma xmp align b[*][i][j][k] with t[i][j][k]
#pragma xmp align c[*][i][j][k] with t[i][j][k]
#ifdef HIMENO_2D
#pragma xmp shadow p[1][1][0]
#else
#pragma xmp shadow p[1][0][0]
#endif

static const int imax = MX0 - 1, jmax = MY0 - 1, kmax = MZ0 - 1;
static const float omega = 0.8f;
static double reflect_s;

static void init(void) {
#pragma xmp loop (i, j, k) on t[i][j][k]
  for (int i = 0; i < MX0; i++)
    for (int j = 0; j < MY0; j++)
      for (int k = 0; k < MZ0; k++) {
        int in = i < imax && j < jmax && k < kmax;
        a[0][i][j][k] = a[1][i][j][k] = a[2][i][j][k] = in ? 1.0f : 0.0f;
        a[3][i][j][k] = in ? 1.0f / 6.0f : 0.0f;
        b[0][i][j][k] = b[1][i][j][k] = b[2][i][j][k] = 0.0f;
        c[0][i][j][k] = c[1][i][j][k] = c[2][i][j][k] = in ? 1.0f : 0.0f;
        p[i][j][k] = in ? (float)(k * k) / (float)((kmax - 1) * (kmax - 1)) : 0.0f;
        wrk1[i][j][k] = 0.0f;
        wrk2[i][j][k] = 0.0f;
        bnd[i][j][k] = in ? 1.0f : 0.0f;
      }
}

static float jacobi(int iterations) {
  float gosa = 0.0f;
  for (int n = 0; n < iterations; n++) {
    double t0 = xmp_wtime();
#ifdef HIMENO_REFLECT_INIT
#pragma xmp reflect_do (p)
#else
#pragma xmp reflect (p)
#endif
    reflect_s += xmp_wtime() - t0;
    gosa = 0.0f;
#pragma xmp loop (i, j, k) on t[i][j][k] reduction (+:gosa)
#ifdef _OPENMP
#pragma omp parallel for reduction(+:gosa)
#endif
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
#pragma xmp loop (i, j, k) on t[i][j][k]
#ifdef _OPENMP
#pragma omp parallel for
#endif
    for (int i = 1; i < imax - 1; i++)
      for (int j = 1; j < jmax - 1; j++)
        for (int k = 1; k < kmax - 1; k++) p[i][j][k] = wrk2[i][j][k];
  }
  return gosa;
}

int main(int argc, char **argv) {
  int iterations = argc > 1 ? atoi(argv[1]) : 40;
#ifdef HIMENO_REFLECT_INIT
#pragma xmp reflect_init (p)
#endif
  init();
  jacobi(2); /* warm-up */
  init();
  reflect_s = 0;
#pragma xmp barrier
  double t0 = xmp_wtime(), c0 = bench_cpu();
  float gosa = jacobi(iterations);
  double c1 = bench_cpu();
#pragma xmp barrier
  double t1 = xmp_wtime();
  double rs = reflect_s;
#pragma xmp reduction (max:rs)
  /* The sum of the final pressure (see ../kernels/himeno.c). */
  double pcheck = 0;
#pragma xmp loop (i, j, k) on t[i][j][k] reduction (+:pcheck)
  for (int i = 1; i < imax - 1; i++)
    for (int j = 1; j < jmax - 1; j++)
      for (int k = 1; k < kmax - 1; k++) pcheck += p[i][j][k];
  double flop = 34.0 * (imax - 2) * (jmax - 2) * (kmax - 2) * iterations;
  if (xmp_node_num() == 1) {
    printf("himeno-xmp %dx%dx%d iterations=%d nodes=%d\n", MX0, MY0, MZ0, iterations,
           xmp_num_nodes());
    printf("checksum %.6e\n", gosa);
    printf("pcheck %.12e\n", pcheck);
    printf("mflops %.1f\n", flop / (t1 - t0) / 1e6);
    printf("time_s %.6f\n", t1 - t0);
    printf("cpu_s %.6f\n", c1 - c0);
    printf("reflect_s %.6f\n", rs);
  }
  return 0;
}
