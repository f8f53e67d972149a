/* The 2-D periodic heat stencil of heat_xmp.c in C with MPI, with the same decomposition and
 * allocated extents: rows in blocks of ceil(N / P), u with one halo row and one halo column on
 * each side ((rows + 2) x (N + 2)), v without; halo rows by MPI_Sendrecv with the periodic
 * neighbours, halo columns copied locally. Build with `mpicc.mpich -cc=clang-22 -O2`.
 * Usage: heat_mpi [steps]. Rank 0 prints the same lines as heat_xmp. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include "../kernels/bench_timer.h"

#ifndef HEAT_N
#define HEAT_N 2048
#endif
#define N HEAT_N
#define W (N + 2)

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int steps = argc > 1 ? atoi(argv[1]) : 50;
  const double alpha = 0.2;
  int chunk = (N + size - 1) / size;
  int lo = rank * chunk < N ? rank * chunk : N;
  int hi = lo + chunk < N ? lo + chunk : N; /* exclusive */
  int nloc = hi - lo;
  /* One allocation: u then v, as the XMP runtime lays out its arrays one after another. */
  double *pool = calloc((size_t)(nloc + 2) * W + (size_t)(nloc > 0 ? nloc : 1) * N, sizeof(double));
  if (!pool) MPI_Abort(MPI_COMM_WORLD, 1);
  double (*restrict u)[W] = (double (*)[W])pool;           /* u[li + 1][j + 1] */
  double (*restrict v)[N] = (double (*)[N])(pool + (size_t)(nloc + 2) * W);
  for (int li = 0; li < nloc; li++)
    for (int j = 0; j < N; j++) u[li + 1][j + 1] = (double)(((lo + li) * 37 + j * 11) % 101);
  /* The ranks that own rows, in a ring (with more ranks than rows some own none). */
  int owners = (N + chunk - 1) / chunk;
  int up = (rank + 1) % owners, down = (rank + owners - 1) % owners;
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = MPI_Wtime(), c0 = bench_cpu();
  for (int s = 0; s < steps; s++) {
    if (nloc > 0) {
      MPI_Sendrecv(u[nloc], W, MPI_DOUBLE, up, 0, u[0], W, MPI_DOUBLE, down, 0, MPI_COMM_WORLD,
                   MPI_STATUS_IGNORE);
      MPI_Sendrecv(u[1], W, MPI_DOUBLE, down, 1, u[nloc + 1], W, MPI_DOUBLE, up, 1,
                   MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      for (int li = 1; li <= nloc; li++) {
        u[li][0] = u[li][N];
        u[li][N + 1] = u[li][1];
      }
    }
    for (int li = 0; li < nloc; li++)
      for (int j = 0; j < N; j++)
        v[li][j] = u[li + 1][j + 1] + alpha * (u[li][j + 1] + u[li + 2][j + 1] + u[li + 1][j] +
                                               u[li + 1][j + 2] - 4.0 * u[li + 1][j + 1]);
    for (int li = 0; li < nloc; li++)
      for (int j = 0; j < N; j++) u[li + 1][j + 1] = v[li][j];
  }
  double c1 = bench_cpu();
  MPI_Barrier(MPI_COMM_WORLD);
  double t1 = MPI_Wtime();
  double loc[2] = {0, 0}, glob[2];
  for (int li = 0; li < nloc; li++)
    for (int j = 0; j < N; j++) {
      loc[0] += u[li + 1][j + 1];
      loc[1] += u[li + 1][j + 1] * (double)((lo + li + 2 * j) % 7);
    }
  MPI_Reduce(loc, glob, 2, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    printf("heat-mpi %dx%d steps=%d nodes=%d\n", N, N, steps, size);
    printf("checksum %.10e\n", glob[1]);
    printf("sum %.10e\n", glob[0]);
    printf("mflops %.1f\n", 6.0 * N * N * steps / (t1 - t0) / 1e6);
    printf("time_s %.6f\n", t1 - t0);
    printf("cpu_s %.6f\n", c1 - c0);
  }
  free(pool);
  MPI_Finalize();
  return 0;
}
