/* Himeno benchmark in C with MPI (shared/himeno.md), with the decomposition and the allocated
 * extents of himeno_xmp.c: the i axis in blocks of ceil(MX0 / P) planes (rank r owns global
 * planes r*chunk .. min(MX0, (r+1)*chunk) - 1), p with one halo plane on each side, the other
 * arrays without; halo exchange of p by MPI_Sendrecv before each sweep, MPI_Allreduce of gosa
 * after it. Sizes by macro as bench/kernels/himeno.c. Build with
 * `mpicc.mpich -cc=clang-22 -O2`. Usage: himeno_mpi [iterations]. Rank 0 prints the checksum,
 * MFLOPS, `time_s` (wall time of the timed iterations), `cpu_s` (rank 0's CPU time) and
 * `reflect_s` (slowest rank's time in the halo exchange). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
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

typedef float plane[MY0][MZ0];

static plane *p, *bnd, *wrk1, *wrk2; /* p[li] with li = i - lo + 1; the others i - lo */
static plane *a[4], *b[3], *c[3];
static int lo, hi, nloc, rank, size;
static const int imax = MX0 - 1, jmax = MY0 - 1, kmax = MZ0 - 1;
static const float omega = 0.8f;
static double reflect_s;

/* All arrays are carved one after another out of one allocation, as the static arrays of the
   serial version lie in memory: separate page-aligned allocations put every array at the same
   offset modulo the page size, which costs this kernel a factor of almost two here. */
static plane *pool;
static size_t pool_used, pool_size;

static plane *alloc_planes(int n) {
  plane *x = pool + pool_used;
  pool_used += (size_t)n;
  if (pool_used > pool_size) {
    fprintf(stderr, "internal error: plane pool exhausted\n");
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  return x;
}

static void init(void) {
  for (int li = 0; li < nloc; li++) {
    int i = lo + li;
    for (int j = 0; j < MY0; j++)
      for (int k = 0; k < MZ0; k++) {
        int in = i < imax && j < jmax && k < kmax;
        a[0][li][j][k] = a[1][li][j][k] = a[2][li][j][k] = in ? 1.0f : 0.0f;
        a[3][li][j][k] = in ? 1.0f / 6.0f : 0.0f;
        b[0][li][j][k] = b[1][li][j][k] = b[2][li][j][k] = 0.0f;
        c[0][li][j][k] = c[1][li][j][k] = c[2][li][j][k] = in ? 1.0f : 0.0f;
        p[li + 1][j][k] = in ? (float)(k * k) / (float)((kmax - 1) * (kmax - 1)) : 0.0f;
        wrk1[li][j][k] = 0.0f;
        wrk2[li][j][k] = 0.0f;
        bnd[li][j][k] = in ? 1.0f : 0.0f;
      }
  }
}

static void exchange(void) {
  int up = rank + 1 < size && lo + nloc < MX0 ? rank + 1 : MPI_PROC_NULL;
  int down = rank > 0 && nloc > 0 ? rank - 1 : MPI_PROC_NULL;
  if (nloc == 0) up = MPI_PROC_NULL;
  /* the last owned plane goes up, the lower halo comes from below; then the reverse */
  MPI_Sendrecv(p[nloc], MY0 * MZ0, MPI_FLOAT, up, 0, p[0], MY0 * MZ0, MPI_FLOAT, down, 0,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Sendrecv(p[1], MY0 * MZ0, MPI_FLOAT, down, 1, p[nloc + 1], MY0 * MZ0, MPI_FLOAT, up, 1,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

static float jacobi(int iterations) {
  float gosa = 0.0f;
  int i0 = lo > 1 ? lo : 1, i1 = hi < imax - 2 ? hi : imax - 2;
  /* Local copies of the array pointers, as an MPI code would hold them. */
  plane *restrict P = p, *restrict W2 = wrk2, *restrict W1 = wrk1, *restrict BND = bnd;
  plane *restrict A0 = a[0], *restrict A1 = a[1], *restrict A2 = a[2], *restrict A3 = a[3];
  plane *restrict B0 = b[0], *restrict B1 = b[1], *restrict B2 = b[2];
  plane *restrict C0 = c[0], *restrict C1 = c[1], *restrict C2 = c[2];
  for (int n = 0; n < iterations; n++) {
    double t0 = MPI_Wtime();
    exchange();
    reflect_s += MPI_Wtime() - t0;
    float g = 0.0f;
    for (int i = i0; i <= i1; i++) {
      int li = i - lo, pi = li + 1;
      for (int j = 1; j < jmax - 1; j++)
        for (int k = 1; k < kmax - 1; k++) {
          float s0 = A0[li][j][k] * P[pi + 1][j][k] + A1[li][j][k] * P[pi][j + 1][k] +
                     A2[li][j][k] * P[pi][j][k + 1] +
                     B0[li][j][k] * (P[pi + 1][j + 1][k] - P[pi + 1][j - 1][k] -
                                       P[pi - 1][j + 1][k] + P[pi - 1][j - 1][k]) +
                     B1[li][j][k] * (P[pi][j + 1][k + 1] - P[pi][j - 1][k + 1] -
                                       P[pi][j + 1][k - 1] + P[pi][j - 1][k - 1]) +
                     B2[li][j][k] * (P[pi + 1][j][k + 1] - P[pi - 1][j][k + 1] -
                                       P[pi + 1][j][k - 1] + P[pi - 1][j][k - 1]) +
                     C0[li][j][k] * P[pi - 1][j][k] + C1[li][j][k] * P[pi][j - 1][k] +
                     C2[li][j][k] * P[pi][j][k - 1] + W1[li][j][k];
          float ss = (s0 * A3[li][j][k] - P[pi][j][k]) * BND[li][j][k];
          g += ss * ss;
          W2[li][j][k] = P[pi][j][k] + omega * ss;
        }
    }
    for (int i = i0; i <= i1; i++) {
      int li = i - lo;
      for (int j = 1; j < jmax - 1; j++)
        for (int k = 1; k < kmax - 1; k++) P[li + 1][j][k] = W2[li][j][k];
    }
    MPI_Allreduce(&g, &gosa, 1, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
  }
  return gosa;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int iterations = argc > 1 ? atoi(argv[1]) : 40;
  int chunk = (MX0 + size - 1) / size;
  lo = rank * chunk;
  if (lo > MX0) lo = MX0;
  hi = lo + chunk < MX0 ? lo + chunk - 1 : MX0 - 1;
  nloc = hi - lo + 1;
  if (nloc < 0) nloc = 0;
  pool_size = (size_t)(nloc + 2) + 14 * (size_t)nloc;
  pool = calloc(pool_size, sizeof(plane));
  if (!pool) {
    fprintf(stderr, "out of memory\n");
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  p = alloc_planes(nloc + 2);
  bnd = alloc_planes(nloc);
  wrk1 = alloc_planes(nloc);
  wrk2 = alloc_planes(nloc);
  for (int q = 0; q < 4; q++) a[q] = alloc_planes(nloc);
  for (int q = 0; q < 3; q++) b[q] = alloc_planes(nloc), c[q] = alloc_planes(nloc);

  init();
  jacobi(2); /* warm-up */
  init();
  reflect_s = 0;
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = MPI_Wtime(), c0 = bench_cpu();
  float gosa = jacobi(iterations);
  double c1 = bench_cpu();
  MPI_Barrier(MPI_COMM_WORLD);
  double t1 = MPI_Wtime();
  double rs;
  MPI_Reduce(&reflect_s, &rs, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
  /* The sum of the final pressure (see ../kernels/himeno.c). */
  double plocal = 0, pcheck = 0;
  for (int i = lo > 1 ? lo : 1; i <= (hi < imax - 2 ? hi : imax - 2); i++)
    for (int j = 1; j < jmax - 1; j++)
      for (int k = 1; k < kmax - 1; k++) plocal += p[i - lo + 1][j][k];
  MPI_Reduce(&plocal, &pcheck, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  double flop = 34.0 * (imax - 2) * (jmax - 2) * (kmax - 2) * iterations;
  if (rank == 0) {
    printf("himeno-mpi %dx%dx%d iterations=%d nodes=%d\n", MX0, MY0, MZ0, iterations, size);
    printf("checksum %.6e\n", gosa);
    printf("pcheck %.12e\n", pcheck);
    printf("mflops %.1f\n", flop / (t1 - t0) / 1e6);
    printf("time_s %.6f\n", t1 - t0);
    printf("cpu_s %.6f\n", c1 - c0);
    printf("reflect_s %.6f\n", rs);
  }
  MPI_Finalize();
  return 0;
}
