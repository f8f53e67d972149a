/* Coarray ping-pong between images 0 and 1 (seed 001, Table 3 and Fig. 7), for
 * tools/bench coarray. Usage: pingpong [divisor]  (iteration counts are divided by it).
 *
 *   put  N: image 0 PUTs N bytes into image 1, sync_image; image 1 answers the same way.
 *   get  N: image 0 GETs N bytes from image 1 into a local array, sync_image; then image 1.
 *   put8 N: eight-variable ping-pong: eight PUTs of N bytes into eight different coarrays,
 *           then one sync_image, in each direction.
 *   getbw N: GETs of N bytes (32 KiB .. 32 MiB) into a local array, one direction, for
 *           bandwidth (get-fusion on vs off).
 * Usage: pingpong [divisor [case,...]]: a case is a name (`put8`) or a name and one size
 * (`put8:8`); without the list every case runs (tools/pass-experiments picks some).
 * Latency is half a round trip (put, get, put8) or one transfer (getbw), in microseconds,
 * the median over 5 timed blocks; printed by image 0 as `<case> <bytes> B: <us> us`. Every
 * transfer carries a per-iteration value that the receiver checks (a wrong one prints FAIL). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xmp.h>

#define MAXB (8 << 20)
#define BIGB (32 << 20)
#define VARB 8192

char buf[MAXB]:[*];
char big[BIGB]:[*];
char v0[VARB]:[*], v1[VARB]:[*], v2[VARB]:[*], v3[VARB]:[*];
char v4[VARB]:[*], v5[VARB]:[*], v6[VARB]:[*], v7[VARB]:[*];
static char src[MAXB], dst[BIGB];
static char l0[VARB], l1[VARB], l2[VARB], l3[VARB], l4[VARB], l5[VARB], l6[VARB], l7[VARB];

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static int me, peer, bad;

static long reps(long n, long divisor) {
  long r = n <= 4096 ? 2000 : n <= 65536 ? 500 : n <= (1 << 20) ? 60 : 12;
  r /= divisor;
  return r < 2 ? 2 : r;
}

static double put_block(int n, long r) {
  xmp_sync_all(0);
  double t0 = xmp_wtime();
  for (long i = 0; i < r; i++) {
    if (me == 0) {
      src[0] = (char)i;
      buf[0:n]:[1] = src[0:n];
      xmp_sync_image(1, 0);
      xmp_sync_image(1, 0);
      if (buf[0] != (char)i) bad++;
    } else {
      xmp_sync_image(0, 0);
      if (buf[0] != (char)i) bad++;
      src[0] = (char)i;
      buf[0:n]:[0] = src[0:n];
      xmp_sync_image(0, 0);
    }
  }
  return (xmp_wtime() - t0) / r / 2 * 1e6;
}

static double get_block(int n, long r) {
  /* buf[0] holds 10 + the image's number throughout (set in main). */
  xmp_sync_all(0);
  double t0 = xmp_wtime();
  for (long i = 0; i < r; i++) {
    if (me == 0) {
      dst[0:n] = buf[0:n]:[1];
      if (dst[0] != 11) bad++;
      xmp_sync_image(1, 0);
      xmp_sync_image(1, 0);
    } else {
      xmp_sync_image(0, 0);
      dst[0:n] = buf[0:n]:[0];
      if (dst[0] != 10) bad++;
      xmp_sync_image(0, 0);
    }
  }
  return (xmp_wtime() - t0) / r / 2 * 1e6;
}

static double put8_block(int n, long r) {
  xmp_sync_all(0);
  double t0 = xmp_wtime();
  for (long i = 0; i < r; i++) {
    int to = me == 0 ? 1 : 0;
    l7[0] = (char)i;
    if (me == 1) {
      xmp_sync_image(0, 0);
      if (v7[0] != (char)i) bad++;
    }
    v0[0:n]:[to] = l0[0:n];
    v1[0:n]:[to] = l1[0:n];
    v2[0:n]:[to] = l2[0:n];
    v3[0:n]:[to] = l3[0:n];
    v4[0:n]:[to] = l4[0:n];
    v5[0:n]:[to] = l5[0:n];
    v6[0:n]:[to] = l6[0:n];
    v7[0:n]:[to] = l7[0:n];
    xmp_sync_image(to, 0);
    if (me == 0) {
      xmp_sync_image(1, 0);
      if (v7[0] != (char)i) bad++;
    }
  }
  return (xmp_wtime() - t0) / r / 2 * 1e6;
}

static double getbw_block(int n, long r) {
  xmp_sync_all(0);
  double t0 = xmp_wtime();
  if (me == 0)
    for (long i = 0; i < r; i++) dst[0:n] = big[0:n]:[1];
  double t = (xmp_wtime() - t0) / r * 1e6;
  if (me == 0 && dst[n - 1] != (char)(n - 1)) bad++;
  return t;
}

static const char *only; /* the case list of the command line, or NULL for every case */

/* Whether `name` at size `n` is selected by the case list. */
static int selected(const char *name, int n) {
  if (!only) return 1;
  size_t len = strlen(name);
  for (const char *p = only; *p;) {
    const char *end = strchr(p, ',');
    size_t k = end ? (size_t)(end - p) : strlen(p);
    if (k >= len && strncmp(p, name, len) == 0 &&
        (k == len || (p[len] == ':' && atol(p + len + 1) == n)))
      return 1;
    p += k + (end ? 1 : 0);
  }
  return 0;
}

static void run(const char *name, double (*f)(int, long), int n, long r) {
  double t[5];
  if (!selected(name, n)) return;
  f(n, r > 4 ? r / 4 : 1); /* warm-up */
  for (int k = 0; k < 5; k++) t[k] = f(n, r);
  qsort(t, 5, sizeof t[0], cmp);
  if (me == 0) printf("%s %d B: %.3f us\n", name, n, t[2]);
  fflush(stdout);
}

int main(int argc, char **argv) {
  long div = argc > 1 ? atol(argv[1]) : 1;
  if (div < 1) div = 1;
  only = argc > 2 ? argv[2] : NULL;
  me = xmpc_this_image();
  peer = 1 - me;
  if (xmp_num_images() != 2) {
    if (me == 0) printf("FAIL: needs 2 images\n");
    return 1;
  }
  for (long i = 0; i < BIGB; i++) big[i] = (char)i;
  xmp_sync_all(0);
  static const int sizes[] = {8, 64, 512, 4096, 32768, 262144, 2 << 20, 8 << 20};
  for (int k = 0; k < 8; k++) run("put", put_block, sizes[k], reps(sizes[k], div));
  buf[0] = (char)(10 + me);
  xmp_sync_all(0);
  for (int k = 0; k < 8; k++) run("get", get_block, sizes[k], reps(sizes[k], div));
  static const int vsizes[] = {8, 64, 512, 4096, 8192};
  for (int k = 0; k < 5; k++) run("put8", put8_block, vsizes[k], reps(vsizes[k], div));
  static const int bsizes[] = {32768, 262144, 2 << 20, 8 << 20, 32 << 20};
  for (int k = 0; k < 5; k++)
    run("getbw", getbw_block, bsizes[k], reps(bsizes[k], div) / (k == 4 ? 4 : 1) + 1);
  xmp_sync_all(0);
  if (bad) printf("image %d: FAIL (%d wrong values)\n", me, bad);
  return 0;
}
