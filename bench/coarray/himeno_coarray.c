/* Himeno benchmark in XMP/C coarray style (shared/himeno.md; seed 001 section 4): the MPI
 * version bench/himeno/himeno_mpi.c with the same decomposition (the i axis in blocks of
 * ceil(MX0 / IMAGES) planes), the same allocated extents and the same layout (every array
 * carved, in the same order, out of one pool: here the pool is a coarray, so p's halo planes
 * can be PUT into), and the halo exchange of p written as two PUTs of boundary planes into the
 * neighbours' halo planes followed by xmp_sync_images with the neighbours (non-blocking PUTs
 * with the nonblocking-put pass, on at -O2; the sync completes them). gosa is summed by the
 * `reduction` directive, which also keeps an image from overwriting a neighbour's halo before
 * the neighbour has finished reading it.
 *
 * The pool is a static coarray, so its size is fixed at compile time: build with
 * -DHIMENO_IMAGES=N (default 2) and run on N images. Sizes by macro as bench/kernels/himeno.c.
 * Usage: himeno_coarray [iterations]. Image 0 prints the checksum, MFLOPS, time_s (wall time of
 * the timed iterations), cpu_s (its CPU time) and reflect_s (slowest image's time in the halo
 * exchange), as himeno_mpi.c does. */
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
#ifndef HIMENO_IMAGES
#define HIMENO_IMAGES 2
#endif

#define CHUNK ((MX0 + HIMENO_IMAGES - 1) / HIMENO_IMAGES)
#define PLANE (MY0 * MZ0)
/* p (CHUNK + 2 planes with its halos), then 14 arrays of CHUNK planes, as himeno_mpi.c. */
#define POOL_PLANES (CHUNK + 2 + 14 * CHUNK)

#pragma xmp nodes nd[*]

typedef float plane[MY0][MZ0];

static float pool[POOL_PLANES * PLANE]:[*];

static plane *p, *bnd, *wrk1, *wrk2; /* p[li] with li = i - lo + 1; the others i - lo */
static plane *a[4], *b[3], *c[3];
static int lo, hi, nloc, me, nimg;
static const int imax = MX0 - 1, jmax = MY0 - 1, kmax = MZ0 - 1;
static const float omega = 0.8f;
static double reflect_s;
static size_t pool_used;

static plane *alloc_planes(int n) {
  plane *x = (plane *)pool + pool_used;
  pool_used += (size_t)n;
  return x;
}

/* The number of planes image r owns. */
static int nloc_of(int r) {
  int l = r * CHUNK;
  if (l > MX0) l = MX0;
  int h = l + CHUNK < MX0 ? l + CHUNK - 1 : MX0 - 1;
  return h - l + 1 > 0 ? h - l + 1 : 0;
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

/* PUT the last owned plane into the upper neighbour's lower halo (its p[0]) and the first
   owned plane into the lower neighbour's upper halo (its p[nloc + 1]); then pairwise sync.
   nonblocking-put defers each PUT to the end of its block; it cannot defer the first past the
   second, whose source is in the same coarray (it cannot prove `up` is not this image). On the
   shm transport a PUT is one copy straight into the neighbour's segment either way. */
static void exchange(void) {
  int up = me + 1 < nimg && nloc_of(me + 1) > 0 && nloc > 0 ? me + 1 : -1;
  int down = me > 0 && nloc > 0 ? me - 1 : -1;
  int nbr[2], nn = 0;
  if (up >= 0) {
    pool[0:PLANE]:[up] = pool[nloc * PLANE:PLANE];
    nbr[nn++] = up;
  }
  if (down >= 0) {
    int dofs = (nloc_of(down) + 1) * PLANE;
    pool[dofs:PLANE]:[down] = pool[PLANE:PLANE];
    nbr[nn++] = down;
  }
  xmp_sync_images(nn, nbr, NULL);
}

static float jacobi(int iterations) {
  float gosa = 0.0f;
  int i0 = lo > 1 ? lo : 1, i1 = hi < imax - 2 ? hi : imax - 2;
  plane *restrict P = p, *restrict W2 = wrk2, *restrict W1 = wrk1, *restrict BND = bnd;
  plane *restrict A0 = a[0], *restrict A1 = a[1], *restrict A2 = a[2], *restrict A3 = a[3];
  plane *restrict B0 = b[0], *restrict B1 = b[1], *restrict B2 = b[2];
  plane *restrict C0 = c[0], *restrict C1 = c[1], *restrict C2 = c[2];
  for (int n = 0; n < iterations; n++) {
    double t0 = xmp_wtime();
    exchange();
    reflect_s += xmp_wtime() - t0;
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
#pragma xmp reduction(+ : g)
    gosa = g;
  }
  return gosa;
}

int main(int argc, char **argv) {
  me = xmpc_this_image();
  nimg = xmp_num_images();
  if (nimg != HIMENO_IMAGES) {
    if (me == 0)
      fprintf(stderr, "himeno_coarray: built for %d images (-DHIMENO_IMAGES), run on %d\n",
              HIMENO_IMAGES, nimg);
    return 1;
  }
  int iterations = argc > 1 ? atoi(argv[1]) : 40;
  lo = me * CHUNK;
  if (lo > MX0) lo = MX0;
  hi = lo + CHUNK < MX0 ? lo + CHUNK - 1 : MX0 - 1;
  nloc = nloc_of(me);
  p = alloc_planes(CHUNK + 2);
  bnd = alloc_planes(CHUNK);
  wrk1 = alloc_planes(CHUNK);
  wrk2 = alloc_planes(CHUNK);
  for (int q = 0; q < 4; q++) a[q] = alloc_planes(CHUNK);
  for (int q = 0; q < 3; q++) b[q] = alloc_planes(CHUNK), c[q] = alloc_planes(CHUNK);

  init();
  jacobi(2); /* warm-up */
  init();
  reflect_s = 0;
  xmp_sync_all(NULL);
  double t0 = xmp_wtime(), c0 = bench_cpu();
  float gosa = jacobi(iterations);
  double c1 = bench_cpu();
  xmp_sync_all(NULL);
  double t1 = xmp_wtime();
  double rs = reflect_s;
#pragma xmp reduction(max : rs)
  double flop = 34.0 * (imax - 2) * (jmax - 2) * (kmax - 2) * iterations;
  if (me == 0) {
    printf("himeno-coarray %dx%dx%d iterations=%d images=%d\n", MX0, MY0, MZ0, iterations, nimg);
    printf("checksum %.6e\n", gosa);
    printf("mflops %.1f\n", flop / (t1 - t0) / 1e6);
    printf("time_s %.6f\n", t1 - t0);
    printf("cpu_s %.6f\n", c1 - c0);
    printf("reflect_s %.6f\n", rs);
  }
  return 0;
}
