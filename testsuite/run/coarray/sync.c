// Image control with coarrays: xmp_sync_all, xmp_sync_images (a ring: each image synchronises
// with its two neighbours only), xmp_sync_image, xmp_sync_images_all and xmp_sync_memory, with
// and without status arguments; images and syncs inside a task follow the task's node set.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK-DAG: image 0: PASS
// CHECK-DAG: image 1: PASS
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]
long box[4]:[*];
int flag:[*];

static int fails;
static void check(int cond, const char *what, int me, long got) {
  if (!cond) {
    printf("image %d: FAIL %s (%ld)\n", me, what, got);
    fails++;
  }
}

int main(void) {
  int me = xmpc_this_image(), n = xmp_num_images();
  int r = (me + 1) % n, l = (me + n - 1) % n;
  int st = -1;

  /* Rounds of ring puts ordered by pairwise syncs only. */
  for (int round = 1; round <= 20; round++) {
    box[0]:[r] = me * 100 + round;
    int nb[2] = {l, r};
    xmp_sync_images(n > 2 ? 2 : 1, nb, &st);
    check(st == XMP_STAT_SUCCESS, "sync_images status", me, st);
    check(box[0] == l * 100 + round, "ring put ordered by sync_images", me, box[0]);
    xmp_sync_images(n > 2 ? 2 : 1, nb, NULL); /* nobody overwrites before it is read */
  }

  /* Image 0 gathers one value from every image; xmp_sync_image pairs. */
  box[1] = me + 7;
  if (me == 0) {
    for (int k = 1; k < n; k++)
      xmp_sync_image(k, &st);
    long s = 0;
    for (int k = 0; k < n; k++)
      s += box[1]:[k];
    check(s == (long)n * 7 + (long)n * (n - 1) / 2, "gather after sync_image", me, s);
    for (int k = 1; k < n; k++)
      xmp_sync_image(k, NULL);
  } else {
    xmp_sync_image(0, &st);
    xmp_sync_image(0, NULL);
  }
  check(st == XMP_STAT_SUCCESS, "sync_image status", me, st);

  /* Everyone puts to everyone, then sync_images_all. */
  box[2] = 0;
  xmp_sync_all(&st);
  check(st == XMP_STAT_SUCCESS, "sync_all status", me, st);
  for (int k = 0; k < n; k++)
    if (k != me)
      box[3]:[k] = 0;
  xmp_sync_all(NULL);
  flag:[r] = me + 1;
  xmp_sync_memory(&st);
  check(st == XMP_STAT_SUCCESS, "sync_memory status", me, st);
  xmp_sync_images_all(&st);
  check(flag == l + 1, "put before sync_images_all", me, flag);
  xmp_sync_images_all(NULL);

  /* Inside a task: images are renumbered and syncs cover the task's images only. */
  if (n >= 3) {
#pragma xmp task on p[1:n-1]
    {
      int tm = xmpc_this_image(), tn = xmp_num_images();
      check(tm == me - 1 && tn == n - 1, "task image numbers", me, tm);
      int tr = (tm + 1) % tn;
      box[0]:[tr] = 5000 + tm;
      xmp_sync_all(NULL);
      check(box[0] == 5000 + (tm + tn - 1) % tn, "put inside a task", me, box[0]);
    }
  }
  xmp_sync_all(NULL);
  printf("image %d: %s\n", me, fails ? "FAIL" : "PASS");
  return 0;
}
