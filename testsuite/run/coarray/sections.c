// Coindexed array sections: PUT and GET with start/length/stride sweeps on 1-D, 2-D and 3-D
// sections, negative steps, omitted parts, a scalar broadcast into a remote section, both sides
// coindexed (a third image moves the data), and array assignment of local arrays (overlap copies
// through a temporary). Expected values are computed independently from the indices.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK-DAG: image 0: PASS
// CHECK-DAG: image 1: PASS
#include <stdio.h>
#include <xmp.h>

#define N 24
long a[N]:[*];
long loc[N];
int m[6][7]:[*];
int lm[6][7];
double t3[3][4][5]:[*];
double lt3[3][4][5];

static int fails;
static void check(int cond, const char *what, int me, int x, int y, int z) {
  if (!cond) {
    printf("image %d: FAIL %s (%d %d %d)\n", me, what, x, y, z);
    fails++;
  }
}

static long av(int img, int i) { return img * 1000 + i; }

static void reset(int me) {
  for (int i = 0; i < N; i++) {
    a[i] = av(me, i);
    loc[i] = -av(me, i);
  }
  xmp_sync_all(NULL);
}

int main(void) {
  int me = xmpc_this_image(), n = xmp_num_images();
  int r = (me + 1) % n, l = (me + n - 1) % n;

  /* 1-D PUT sweep: a[lo:len:st]:[r] = loc[lo2:len:st2]. */
  for (int st = 1; st <= 3; st++)
    for (int lo = 0; lo < 4; lo++)
      for (int len = 1; lo + (len - 1) * st < N && len <= 7; len += 2) {
        reset(me);
        int st2 = 4 - st, lo2 = 1;
        if (lo2 + (len - 1) * st2 >= N)
          continue;
        a[lo:len:st]:[r] = loc[lo2:len:st2];
        xmp_sync_all(NULL);
        for (int i = 0; i < N; i++) {
          long want = av(me, i);
          if (i >= lo && (i - lo) % st == 0 && (i - lo) / st < len)
            want = -av(l, lo2 + (i - lo) / st * st2);
          check(a[i] == want, "1-D put", me, st, lo, len);
        }
        xmp_sync_all(NULL);
      }

  /* 1-D GET sweep: loc[lo:len:st] = a[lo2:len:st2]:[r]. */
  for (int st = 1; st <= 3; st++)
    for (int lo = 0; lo < 3; lo++)
      for (int len = 1; lo + (len - 1) * st < N && len <= 8; len += 3) {
        reset(me);
        int st2 = st == 2 ? 1 : 2, lo2 = 2;
        if (lo2 + (len - 1) * st2 >= N)
          continue;
        loc[lo:len:st] = a[lo2:len:st2]:[r];
        for (int i = 0; i < N; i++) {
          long want = -av(me, i);
          if (i >= lo && (i - lo) % st == 0 && (i - lo) / st < len)
            want = av(r, lo2 + (i - lo) / st * st2);
          check(loc[i] == want, "1-D get", me, st, lo, len);
        }
        xmp_sync_all(NULL);
      }

  /* Negative steps and omitted parts. */
  reset(me);
  loc[20:5:-3] = a[0:5]:[l]; /* loc[20], loc[17], ... loc[8] */
  for (int k = 0; k < 5; k++)
    check(loc[20 - 3 * k] == av(l, k), "negative step get", me, k, 0, 0);
  loc[:] = a[:]:[r];
  for (int i = 0; i < N; i++)
    check(loc[i] == av(r, i), "whole get", me, i, 0, 0);
  loc[N - 4:] = a[:4]:[l];
  for (int i = 0; i < 4; i++)
    check(loc[N - 4 + i] == av(l, i), "omitted length and start", me, i, 0, 0);
  loc[1::5] = a[0:5]:[me]; /* 1, 6, 11, 16, 21: ceil((24-1)/5) = 5 elements */
  for (int k = 0; k < 5; k++)
    check(loc[1 + 5 * k] == av(me, k), "omitted length with step", me, k, 0, 0);
  xmp_sync_all(NULL);

  /* 2-D sections. */
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 7; j++) {
      m[i][j] = me * 100 + i * 10 + j;
      lm[i][j] = -(me * 100 + i * 10 + j);
    }
  xmp_sync_all(NULL);
  m[1:3:2][0:4:2]:[r] = lm[0:3][3:4]; /* rows 1,3,5 x cols 0,2,4,6 */
  xmp_sync_all(NULL);
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 7; j++) {
      int want = me * 100 + i * 10 + j;
      if (i % 2 == 1 && j % 2 == 0)
        want = -(l * 100 + (i / 2) * 10 + 3 + j / 2);
      check(m[i][j] == want, "2-D put", me, i, j, 0);
    }
  xmp_sync_all(NULL);
  /* A row and a column (an int subscript drops its dimension). */
  int row[7], col[6];
  row[:] = m[3][:]:[r];
  col[0:6] = m[0:6][5]:[l];
  for (int j = 0; j < 7; j++)
    check(row[j] == (j % 2 == 0 ? -(me * 100 + 1 * 10 + 3 + j / 2) : r * 100 + 30 + j), "row get",
          me, j, 0, 0);
  for (int i = 0; i < 6; i++)
    check(col[i] == l * 100 + i * 10 + 5, "column get", me, i, 0, 0);
  xmp_sync_all(NULL);

  /* 3-D: a whole coarray and a strided block. */
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      for (int k = 0; k < 5; k++)
        t3[i][j][k] = me * 1000 + i * 100 + j * 10 + k;
  xmp_sync_all(NULL);
  lt3[:][:][:] = t3[:][:][:]:[r];
  int bad = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      for (int k = 0; k < 5; k++)
        bad += lt3[i][j][k] != r * 1000 + i * 100 + j * 10 + k;
  check(bad == 0, "3-D whole get", me, bad, 0, 0);
  xmp_sync_all(NULL);
  t3[0:2:2][1:2][4:3:-2]:[l] = lt3[1:2][0:2:3][0:3]; /* 2 x 2 x 3 */
  xmp_sync_all(NULL);
  bad = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      for (int k = 0; k < 5; k++) {
        double want = me * 1000 + i * 100 + j * 10 + k;
        if (i % 2 == 0 && j >= 1 && j < 3 && k % 2 == 0) {
          int si = 1 + i / 2, sj = (j - 1) * 3, sk = (4 - k) / 2;
          /* the writer is the right neighbour; its lt3 holds its right neighbour's t3 */
          int src = (r + 1) % n;
          want = src * 1000 + si * 100 + sj * 10 + sk;
        }
        bad += t3[i][j][k] != want;
      }
  check(bad == 0, "3-D strided put", me, bad, 0, 0);
  xmp_sync_all(NULL);

  /* A scalar broadcast into a remote section, and a remote scalar into a local section. */
  reset(me);
  a[3:4:5]:[r] = 42;
  loc[0:3] = a[7]:[me];
  xmp_sync_all(NULL);
  for (int i = 0; i < N; i++)
    check(a[i] == ((i >= 3 && (i - 3) % 5 == 0 && i <= 18) ? 42 : av(me, i)), "scalar broadcast",
          me, i, 0, 0);
  for (int i = 0; i < 3; i++)
    check(loc[i] == av(me, 7), "remote scalar into a local section", me, i, 0, 0);
  xmp_sync_all(NULL);

  /* Both sides coindexed: image me moves r's a[0:4] into l's a[10:4:2]. */
  reset(me);
  a[10:4:2]:[l] = a[0:4]:[r];
  xmp_sync_all(NULL);
  {
    int writer = r, from = (r + 1) % n; /* my right neighbour wrote my copy from its right */
    (void)writer;
    for (int i = 0; i < N; i++) {
      long want = av(me, i);
      if (i >= 10 && i < 18 && i % 2 == 0)
        want = av(from, (i - 10) / 2);
      check(a[i] == want, "three images", me, i, 0, 0);
    }
  }
  xmp_sync_all(NULL);

  /* Overlapping sections through this image's own coindex (a local copy, read before write). */
  reset(me);
  a[2:5:2]:[me] = a[0:5:2];
  for (int k = 0; k < 5; k++)
    check(a[2 + 2 * k] == av(me, 2 * k), "overlapping put to self", me, k, 0, 0);
  reset(me);
  a[0:9] = a[1:9]:[me];
  for (int i = 0; i < 9; i++)
    check(a[i] == av(me, i + 1), "overlapping get from self", me, i, 0, 0);
  xmp_sync_all(NULL);

  /* Local array assignment with overlapping sections (reads all before writing). */
  long w[10];
  for (int i = 0; i < 10; i++)
    w[i] = i;
  w[1:9] = w[0:9];
  for (int i = 1; i < 10; i++)
    check(w[i] == i - 1, "overlapping local copy", me, i, 0, 0);
  w[0:5] = w[9:5:-1];
  check(w[0] == 8 && w[4] == 4, "reversed local copy", me, (int)w[0], (int)w[4], 0);

  printf("image %d: %s\n", me, fails ? "FAIL" : "PASS");
  return 0;
}
