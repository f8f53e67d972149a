/* 2-D heat equation (explicit 5-point stencil) on an N x N periodic grid, XMP global view: the
 * rows block-distributed over the nodes, u with a shadow of 1 in both dimensions filled by
 * `reflect (u) width(/periodic/1, /periodic/1) orthogonal` before each step (the column
 * shadow is a local periodic copy), `loop` over the grid. -DHEAT_N=... sets N (default 2048).
 * Usage: heat_xmp [steps]. Node 1 prints the checksum (a weighted sum of u), `sum` (the plain
 * sum, which the scheme conserves up to rounding), MFLOPS (6 flop per point and step), the
 * wall time of the steps as `time_s` and node 1's CPU time as `cpu_s`. */
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#include "../kernels/bench_timer.h"

#ifndef HEAT_N
#define HEAT_N 2048
#endif
#define N HEAT_N

#pragma xmp nodes n[*]
#pragma xmp template t[N][N]
#pragma xmp distribute t[block][*] onto n
double u[N][N], v[N][N];
#pragma xmp align u[i][j] with t[i][j]
#pragma xmp align v[i][j] with t[i][j]
#pragma xmp shadow u[1][1]

int main(int argc, char **argv) {
  int steps = argc > 1 ? atoi(argv[1]) : 50;
  const double alpha = 0.2;
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) u[i][j] = (double)((i * 37 + j * 11) % 101);
#pragma xmp barrier
  double t0 = xmp_wtime(), c0 = bench_cpu();
  for (int s = 0; s < steps; s++) {
#pragma xmp reflect (u) width(/periodic/1, /periodic/1) orthogonal
#pragma xmp loop (i, j) on t[i][j]
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        v[i][j] = u[i][j] + alpha * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] -
                                     4.0 * u[i][j]);
#pragma xmp loop (i, j) on t[i][j]
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) u[i][j] = v[i][j];
  }
  double c1 = bench_cpu();
#pragma xmp barrier
  double t1 = xmp_wtime();
  double sum = 0, wsum = 0;
#pragma xmp loop (i, j) on t[i][j] reduction(+:sum, wsum)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      sum += u[i][j];
      wsum += u[i][j] * (double)((i + 2 * j) % 7);
    }
  if (xmp_node_num() == 1) {
    printf("heat-xmp %dx%d steps=%d nodes=%d\n", N, N, steps, xmp_num_nodes());
    printf("checksum %.10e\n", wsum);
    printf("sum %.10e\n", sum);
    printf("mflops %.1f\n", 6.0 * N * N * steps / (t1 - t0) / 1e6);
    printf("time_s %.6f\n", t1 - t0);
    printf("cpu_s %.6f\n", c1 - c0);
  }
  return 0;
}
