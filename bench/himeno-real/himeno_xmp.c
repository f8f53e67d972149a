/* Himeno benchmark in XMP global view, in the shape real XMP Himeno codes have (shared/himeno.md
 * for the algorithm): a 3-D template in parenthesis form over a 3-D node array
 * n(NDZ, NDY, NDX), arrays aligned in reverse order (`p[k][j][i] with t(i, j, k)`), the
 * coefficient arrays' leading index collapsed (`a[*][k][j][i]`), asymmetric shadows, loop
 * bounds in plain file-scope variables set at start-up, the residual accumulated in the loop
 * body without a reduction clause and reduced by a separate `reduction` construct after the
 * copy-back loop of every iteration, `reflect_init` once and `reflect_do` per iteration.
 * Sizes: -DHIMENO_XS, default S, -DHIMENO_M. Decomposition: -DNDX=.. -DNDY=.. -DNDZ=..
 * (default 2 x 1 x 1 over i, j, k). Usage: himeno_xmp [iterations]. Node 1 prints the residual
 * of the last iteration as the checksum, the sum of the final pressure, MFLOPS, time_s and cpu_s. */
#include <stdio.h>
#include <stdlib.h>
#include "../kernels/bench_timer.h"
#include <xmp.h>

#if defined(HIMENO_XS)
#define MIMAX 33
#define MJMAX 33
#define MKMAX 65
#elif defined(HIMENO_M)
#define MIMAX 129
#define MJMAX 129
#define MKMAX 257
#else
#define MIMAX 65
#define MJMAX 65
#define MKMAX 129
#endif
#ifndef NDX
#define NDX 2
#endif
#ifndef NDY
#define NDY 1
#endif
#ifndef NDZ
#define NDZ 1
#endif

#pragma xmp nodes n(NDZ, NDY, NDX)
#pragma xmp template t(0:MKMAX-1, 0:MJMAX-1, 0:MIMAX-1)
#pragma xmp distribute t(block, block, block) onto n

float p[MIMAX][MJMAX][MKMAX];
float a[4][MIMAX][MJMAX][MKMAX], b[3][MIMAX][MJMAX][MKMAX], c[3][MIMAX][MJMAX][MKMAX];
float bnd[MIMAX][MJMAX][MKMAX];
float wrk1[MIMAX][MJMAX][MKMAX], wrk2[MIMAX][MJMAX][MKMAX];
#pragma xmp align p[k][j][i] with t(i, j, k)
#pragma xmp align bnd[k][j][i] with t(i, j, k)
#pragma xmp align wrk1[k][j][i] with t(i, j, k)
#pragma xmp align wrk2[k][j][i] with t(i, j, k)
#pragma xmp align a[*][k][j][i] with t(i, j, k)
#pragma xmp align b[*][k][j][i] with t(i, j, k)
#pragma xmp align c[*][k][j][i] with t(i, j, k)
#pragma xmp shadow p[1:2][1:2][0:1]
#pragma xmp shadow a[0][1:2][1:2][0:1]

static int imax, jmax, kmax;
static float omega;

static void initmt(void) {
#pragma xmp loop (k, j, i) on t(k, j, i)
  for (int i = 0; i < MIMAX; i++)
    for (int j = 0; j < MJMAX; j++)
      for (int k = 0; k < MKMAX; k++) {
        a[0][i][j][k] = a[1][i][j][k] = a[2][i][j][k] = 0.0f;
        a[3][i][j][k] = 0.0f;
        b[0][i][j][k] = b[1][i][j][k] = b[2][i][j][k] = 0.0f;
        c[0][i][j][k] = c[1][i][j][k] = c[2][i][j][k] = 0.0f;
        p[i][j][k] = 0.0f;
        wrk1[i][j][k] = wrk2[i][j][k] = 0.0f;
        bnd[i][j][k] = 0.0f;
      }
#pragma xmp loop (k, j, i) on t(k, j, i)
  for (int i = 0; i < imax; i++)
    for (int j = 0; j < jmax; j++)
      for (int k = 0; k < kmax; k++) {
        a[0][i][j][k] = a[1][i][j][k] = a[2][i][j][k] = 1.0f;
        a[3][i][j][k] = 1.0f / 6.0f;
        c[0][i][j][k] = c[1][i][j][k] = c[2][i][j][k] = 1.0f;
        p[i][j][k] = (float)(k * k) / (float)((kmax - 1) * (kmax - 1));
        bnd[i][j][k] = 1.0f;
      }
}

static float jacobi(int nn) {
  float gosa = 0.0f;
  for (int n = 0; n < nn; n++) {
    gosa = 0.0f;
#pragma xmp reflect_do (p)
#pragma xmp loop (k, j, i) on t(k, j, i)
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
#pragma xmp loop (k, j, i) on t(k, j, i)
    for (int i = 1; i < imax - 1; i++)
      for (int j = 1; j < jmax - 1; j++)
        for (int k = 1; k < kmax - 1; k++) p[i][j][k] = wrk2[i][j][k];
#pragma xmp reduction (+:gosa)
  }
  return gosa;
}

int main(int argc, char **argv) {
  int nn = argc > 1 ? atoi(argv[1]) : 40;
  imax = MIMAX - 1;
  jmax = MJMAX - 1;
  kmax = MKMAX - 1;
  omega = 0.8f;
#pragma xmp reflect_init (p) width(1, 1, 0)
  initmt();
  jacobi(2); /* warm-up */
  initmt();
#pragma xmp barrier
  double t0 = xmp_wtime(), c0 = bench_cpu();
  float gosa = jacobi(nn);
  double c1 = bench_cpu();
#pragma xmp barrier
  double t1 = xmp_wtime();
  double pcheck = 0;
#pragma xmp loop (k, j, i) on t(k, j, i) reduction (+:pcheck)
  for (int i = 1; i < imax - 1; i++)
    for (int j = 1; j < jmax - 1; j++)
      for (int k = 1; k < kmax - 1; k++) pcheck += p[i][j][k];
  double flop = 34.0 * (imax - 2) * (jmax - 2) * (kmax - 2) * nn;
  if (xmp_node_num() == 1) {
    printf("himeno-real-xmp %dx%dx%d iterations=%d nodes=%d\n", MIMAX, MJMAX, MKMAX, nn,
           xmp_num_nodes());
    printf("checksum %.6e\n", gosa);
    printf("pcheck %.12e\n", pcheck);
    printf("mflops %.1f\n", flop / (t1 - t0) / 1e6);
    printf("time_s %.6f\n", t1 - t0);
    printf("cpu_s %.6f\n", c1 - c0);
  }
  return 0;
}
