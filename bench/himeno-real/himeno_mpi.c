/* Himeno benchmark in C with MPI, the decomposition of himeno_xmp.c written by hand as MPI users
 * write it: a Cartesian NDX x NDY x NDZ process grid over (i, j, k), block chunks of the global
 * extents (ceil(M/P) points per process, as XMP's block), local arrays with one halo plane on
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

static int imax, jmax, kmax;
static float omega;
/* Local extents (halos included) and the global index of local index 0 on each axis. */
static int mi, mj, mk, gi0, gj0, gk0;
static float *p, *a, *b, *c, *bnd, *wrk1, *wrk2;
static MPI_Comm cart;
static int nbr[3][2];
static MPI_Datatype face_send[3][2], face_recv[3][2];

#define IX(i, j, k) (((size_t)(i) * mj + (j)) * mk + (k))
#define N3 ((size_t)mi * mj * mk)

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
  int glob[3] = {MIMAX, MJMAX, MKMAX}, ext[3], off[3];
  for (int d = 0; d < 3; d++) {
    int lo, hi;
    block(glob[d], dims[d], coords[d], &lo, &hi);
    int halo = dims[d] > 1;
    ext[d] = hi - lo + 2 * halo;
    off[d] = lo - halo;
    MPI_Cart_shift(cart, d, 1, &nbr[d][0], &nbr[d][1]);
  }
  mi = ext[0], mj = ext[1], mk = ext[2];
  gi0 = off[0], gj0 = off[1], gk0 = off[2];
  for (int d = 0; d < 3; d++) {
    if (dims[d] == 1) continue;
    int sub[3] = {ext[0], ext[1], ext[2]};
    sub[d] = 1;
    for (int side = 0; side < 2; side++) {
      int st[3] = {0, 0, 0}, rt[3] = {0, 0, 0};
      /* Send the first (last) owned plane, receive into the low (high) halo plane. */
      st[d] = side == 0 ? 1 : ext[d] - 2;
      rt[d] = side == 0 ? 0 : ext[d] - 1;
      MPI_Type_create_subarray(3, ext, sub, st, MPI_ORDER_C, MPI_FLOAT, &face_send[d][side]);
      MPI_Type_create_subarray(3, ext, sub, rt, MPI_ORDER_C, MPI_FLOAT, &face_recv[d][side]);
      MPI_Type_commit(&face_send[d][side]);
      MPI_Type_commit(&face_recv[d][side]);
    }
  }
}

static void initmt(void) {
  for (size_t x = 0; x < N3; x++) {
    p[x] = bnd[x] = wrk1[x] = wrk2[x] = 0.0f;
    for (int n = 0; n < 4; n++) a[n * N3 + x] = 0.0f;
    for (int n = 0; n < 3; n++) b[n * N3 + x] = c[n * N3 + x] = 0.0f;
  }
  for (int i = 0; i < mi; i++)
    for (int j = 0; j < mj; j++)
      for (int k = 0; k < mk; k++) {
        int gi = gi0 + i, gj = gj0 + j, gk = gk0 + k;
        if (gi < 0 || gj < 0 || gk < 0 || gi >= imax || gj >= jmax || gk >= kmax) continue;
        size_t x = IX(i, j, k);
        a[0 * N3 + x] = a[1 * N3 + x] = a[2 * N3 + x] = 1.0f;
        a[3 * N3 + x] = 1.0f / 6.0f;
        c[0 * N3 + x] = c[1 * N3 + x] = c[2 * N3 + x] = 1.0f;
        p[x] = (float)(gk * gk) / (float)((kmax - 1) * (kmax - 1));
        bnd[x] = 1.0f;
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

static float jacobi(int nn) {
  float gosa = 0.0f;
  /* The interior [1, imax-1) etc. intersected with this process's owned range. */
  int dims[3] = {NDX, NDY, NDZ};
  int lo[3], hi[3];
  int gm[3] = {imax, jmax, kmax}, g0[3] = {gi0, gj0, gk0}, ext[3] = {mi, mj, mk};
  for (int d = 0; d < 3; d++) {
    int halo = dims[d] > 1;
    int olo = g0[d] + halo, ohi = g0[d] + ext[d] - halo;
    int l = olo > 1 ? olo : 1, h = ohi < gm[d] - 1 ? ohi : gm[d] - 1;
    lo[d] = l - g0[d];
    hi[d] = h - g0[d];
  }
  float *a0 = a, *a1 = a + N3, *a2 = a + 2 * N3, *a3 = a + 3 * N3;
  float *b0 = b, *b1 = b + N3, *b2 = b + 2 * N3;
  float *c0 = c, *c1 = c + N3, *c2 = c + 2 * N3;
  for (int n = 0; n < nn; n++) {
    gosa = 0.0f;
    exchange();
    for (int i = lo[0]; i < hi[0]; i++)
      for (int j = lo[1]; j < hi[1]; j++)
        for (int k = lo[2]; k < hi[2]; k++) {
          float s0 = a0[IX(i, j, k)] * p[IX(i + 1, j, k)] + a1[IX(i, j, k)] * p[IX(i, j + 1, k)] +
                     a2[IX(i, j, k)] * p[IX(i, j, k + 1)] +
                     b0[IX(i, j, k)] * (p[IX(i + 1, j + 1, k)] - p[IX(i + 1, j - 1, k)] -
                                        p[IX(i - 1, j + 1, k)] + p[IX(i - 1, j - 1, k)]) +
                     b1[IX(i, j, k)] * (p[IX(i, j + 1, k + 1)] - p[IX(i, j - 1, k + 1)] -
                                        p[IX(i, j + 1, k - 1)] + p[IX(i, j - 1, k - 1)]) +
                     b2[IX(i, j, k)] * (p[IX(i + 1, j, k + 1)] - p[IX(i - 1, j, k + 1)] -
                                        p[IX(i + 1, j, k - 1)] + p[IX(i - 1, j, k - 1)]) +
                     c0[IX(i, j, k)] * p[IX(i - 1, j, k)] + c1[IX(i, j, k)] * p[IX(i, j - 1, k)] +
                     c2[IX(i, j, k)] * p[IX(i, j, k - 1)] + wrk1[IX(i, j, k)];
          float ss = (s0 * a3[IX(i, j, k)] - p[IX(i, j, k)]) * bnd[IX(i, j, k)];
          gosa += ss * ss;
          wrk2[IX(i, j, k)] = p[IX(i, j, k)] + omega * ss;
        }
    for (int i = lo[0]; i < hi[0]; i++)
      for (int j = lo[1]; j < hi[1]; j++)
        for (int k = lo[2]; k < hi[2]; k++) p[IX(i, j, k)] = wrk2[IX(i, j, k)];
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
  p = malloc(N3 * sizeof(float));
  bnd = malloc(N3 * sizeof(float));
  wrk1 = malloc(N3 * sizeof(float));
  wrk2 = malloc(N3 * sizeof(float));
  a = malloc(4 * N3 * sizeof(float));
  b = malloc(3 * N3 * sizeof(float));
  c = malloc(3 * N3 * sizeof(float));
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
  int dims[3] = {NDX, NDY, NDZ};
  int g0[3] = {gi0, gj0, gk0}, ext[3] = {mi, mj, mk}, gm[3] = {imax, jmax, kmax};
  int lo[3], hi[3];
  for (int d = 0; d < 3; d++) {
    int halo = dims[d] > 1;
    int olo = g0[d] + halo, ohi = g0[d] + ext[d] - halo;
    lo[d] = (olo > 1 ? olo : 1) - g0[d];
    hi[d] = (ohi < gm[d] - 1 ? ohi : gm[d] - 1) - g0[d];
  }
  for (int i = lo[0]; i < hi[0]; i++)
    for (int j = lo[1]; j < hi[1]; j++)
      for (int k = lo[2]; k < hi[2]; k++) pl += p[IX(i, j, k)];
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
