/* Himeno benchmark in C with MPI, the decomposition of himeno_xmp.c written by hand as MPI users
 * write it: a Cartesian NDX x NDY x NDZ process grid over (i, j, k), block chunks of the global
 * extents (ceil(M/P) points per process, as XMP's block), static local arrays whose extents are
 * compile-time constants (as in Himeno's static-allocation MPI version) with one halo plane on
 * each side of every distributed axis, halo exchange of p by MPI_Isend/MPI_Irecv with subarray
 * datatypes, the residual accumulated in source order in the sweep and summed by MPI_Allreduce
 * after the copy-back of every iteration. Same sizes, macros, usage and output as himeno_xmp.c. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include "../kernels/bench_timer.h"

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

/* Local extents, halos included: the largest block plus one plane per side when distributed. */
#define CHUNK(m, np) (((m) + (np) - 1) / (np))
#define MI (CHUNK(MIMAX, NDX) + 2 * (NDX > 1))
#define MJ (CHUNK(MJMAX, NDY) + 2 * (NDY > 1))
#define MK (CHUNK(MKMAX, NDZ) + 2 * (NDZ > 1))

static int imax, jmax, kmax;
static float omega;
/* The global index of local index 0 on each axis. */
static int gi0, gj0, gk0;
static float p[MI][MJ][MK];
static float a[4][MI][MJ][MK], b[3][MI][MJ][MK], c[3][MI][MJ][MK];
static float bnd[MI][MJ][MK], wrk1[MI][MJ][MK], wrk2[MI][MJ][MK];
static const int mi = MI, mj = MJ, mk = MK;
static MPI_Comm cart;
static int nbr[3][2];
static MPI_Datatype face_send[3][2], face_recv[3][2];
/* Owned points per axis (the last block may be short). */
static int own[3];


/* The block of [0, m) that coordinate `r` of `np` owns, XMP-style: chunks of ceil(m/np). */
static void block(int m, int np, int r, int *lo, int *hi) {
  int ch = (m + np - 1) / np;
  *lo = r * ch < m ? r * ch : m;
  *hi = (r + 1) * ch < m ? (r + 1) * ch : m;
}

static void setup(int rank) {
  int dims[3] = {NDX, NDY, NDZ}, periods[3] = {0, 0, 0}, coords[3];
  MPI_Cart_create(MPI_COMM_WORLD, 3, dims, periods, 0, &cart);
  MPI_Cart_coords(cart, rank, 3, coords);
  int glob[3] = {MIMAX, MJMAX, MKMAX}, ext[3] = {MI, MJ, MK}, off[3];
  for (int d = 0; d < 3; d++) {
    int lo, hi;
    block(glob[d], dims[d], coords[d], &lo, &hi);
    off[d] = lo - (dims[d] > 1);
    /* Owned: local [halo, halo + hi - lo); the last block may be shorter than the allocation. */
    own[d] = hi - lo;
    MPI_Cart_shift(cart, d, 1, &nbr[d][0], &nbr[d][1]);
  }
  gi0 = off[0], gj0 = off[1], gk0 = off[2];
  for (int d = 0; d < 3; d++) {
    if (dims[d] == 1) continue;
    int sub[3] = {ext[0], ext[1], ext[2]};
    sub[d] = 1;
    for (int side = 0; side < 2; side++) {
      int st[3] = {0, 0, 0}, rt[3] = {0, 0, 0};
      /* Send the first (last) owned plane, receive into the low (high) halo plane. */
      st[d] = side == 0 ? 1 : own[d];
      rt[d] = side == 0 ? 0 : own[d] + 1;
      MPI_Type_create_subarray(3, ext, sub, st, MPI_ORDER_C, MPI_FLOAT, &face_send[d][side]);
      MPI_Type_create_subarray(3, ext, sub, rt, MPI_ORDER_C, MPI_FLOAT, &face_recv[d][side]);
      MPI_Type_commit(&face_send[d][side]);
      MPI_Type_commit(&face_recv[d][side]);
    }
  }
}

static void initmt(void) {
  for (int i = 0; i < mi; i++)
    for (int j = 0; j < mj; j++)
      for (int k = 0; k < mk; k++) {
        p[i][j][k] = bnd[i][j][k] = wrk1[i][j][k] = wrk2[i][j][k] = 0.0f;
        for (int n = 0; n < 4; n++) a[n][i][j][k] = 0.0f;
        for (int n = 0; n < 3; n++) b[n][i][j][k] = c[n][i][j][k] = 0.0f;
      }
  for (int i = 0; i < mi; i++)
    for (int j = 0; j < mj; j++)
      for (int k = 0; k < mk; k++) {
        int gi = gi0 + i, gj = gj0 + j, gk = gk0 + k;
        if (gi < 0 || gj < 0 || gk < 0 || gi >= imax || gj >= jmax || gk >= kmax) continue;
        a[0][i][j][k] = a[1][i][j][k] = a[2][i][j][k] = 1.0f;
        a[3][i][j][k] = 1.0f / 6.0f;
        c[0][i][j][k] = c[1][i][j][k] = c[2][i][j][k] = 1.0f;
        p[i][j][k] = (float)(gk * gk) / (float)((kmax - 1) * (kmax - 1));
        bnd[i][j][k] = 1.0f;
      }
}

static void exchange(void) {
  MPI_Request req[12];
  int nr = 0;
  int dims[3] = {NDX, NDY, NDZ};
  for (int d = 0; d < 3; d++) {
    if (dims[d] == 1) continue;
    /* One axis at a time, so that the planes sent on a later axis carry the halos
     * received on an earlier one (the corners the stencil reads). */
    nr = 0;
    MPI_Irecv(p, 1, face_recv[d][0], nbr[d][0], 10 * d, cart, &req[nr++]);
    MPI_Irecv(p, 1, face_recv[d][1], nbr[d][1], 10 * d + 1, cart, &req[nr++]);
    MPI_Isend(p, 1, face_send[d][0], nbr[d][0], 10 * d + 1, cart, &req[nr++]);
    MPI_Isend(p, 1, face_send[d][1], nbr[d][1], 10 * d, cart, &req[nr++]);
    MPI_Waitall(nr, req, MPI_STATUSES_IGNORE);
  }
}

/* The interior [1, max-1) of each axis intersected with this process's owned range, in local
 * indices. */
static void bounds(int lo[3], int hi[3]) {
  int dims[3] = {NDX, NDY, NDZ};
  int gm[3] = {imax, jmax, kmax}, g0[3] = {gi0, gj0, gk0};
  for (int d = 0; d < 3; d++) {
    int halo = dims[d] > 1;
    int olo = g0[d] + halo, ohi = g0[d] + halo + own[d];
    lo[d] = (olo > 1 ? olo : 1) - g0[d];
    hi[d] = (ohi < gm[d] - 1 ? ohi : gm[d] - 1) - g0[d];
  }
}

static float jacobi(int nn) {
  float gosa = 0.0f;
  int lo[3], hi[3];
  bounds(lo, hi);
  for (int n = 0; n < nn; n++) {
    gosa = 0.0f;
    exchange();
    for (int i = lo[0]; i < hi[0]; i++)
      for (int j = lo[1]; j < hi[1]; j++)
        for (int k = lo[2]; k < hi[2]; k++) {
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
    for (int i = lo[0]; i < hi[0]; i++)
      for (int j = lo[1]; j < hi[1]; j++)
        for (int k = lo[2]; k < hi[2]; k++) p[i][j][k] = wrk2[i][j][k];
    float g = gosa;
    MPI_Allreduce(&g, &gosa, 1, MPI_FLOAT, MPI_SUM, cart);
  }
  return gosa;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (size != NDX * NDY * NDZ) {
    if (rank == 0) fprintf(stderr, "himeno_mpi: needs %d processes\n", NDX * NDY * NDZ);
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  int nn = argc > 1 ? atoi(argv[1]) : 40;
  imax = MIMAX - 1;
  jmax = MJMAX - 1;
  kmax = MKMAX - 1;
  omega = 0.8f;
  setup(rank);
  initmt();
  jacobi(2); /* warm-up */
  initmt();
  MPI_Barrier(cart);
  double t0 = MPI_Wtime(), c0 = bench_cpu();
  float gosa = jacobi(nn);
  double c1 = bench_cpu();
  MPI_Barrier(cart);
  double t1 = MPI_Wtime();
  double pl = 0, pcheck = 0;
  int lo[3], hi[3];
  bounds(lo, hi);
  for (int i = lo[0]; i < hi[0]; i++)
    for (int j = lo[1]; j < hi[1]; j++)
      for (int k = lo[2]; k < hi[2]; k++) pl += p[i][j][k];
  MPI_Reduce(&pl, &pcheck, 1, MPI_DOUBLE, MPI_SUM, 0, cart);
  double flop = 34.0 * (imax - 2) * (jmax - 2) * (kmax - 2) * nn;
  if (rank == 0) {
    printf("himeno-real-mpi %dx%dx%d iterations=%d nodes=%d\n", MIMAX, MJMAX, MKMAX, nn, size);
    printf("checksum %.6e\n", gosa);
    printf("pcheck %.12e\n", pcheck);
    printf("mflops %.1f\n", flop / (t1 - t0) / 1e6);
    printf("time_s %.6f\n", t1 - t0);
    printf("cpu_s %.6f\n", c1 - c0);
  }
  int dims[3] = {NDX, NDY, NDZ};
  for (int d = 0; d < 3; d++)
    if (dims[d] > 1)
      for (int side = 0; side < 2; side++) {
        MPI_Type_free(&face_send[d][side]);
        MPI_Type_free(&face_recv[d][side]);
      }
  MPI_Comm_free(&cart);
  MPI_Finalize();
  return 0;
}
