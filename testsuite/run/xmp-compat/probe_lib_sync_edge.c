// Image control corner cases: sync images with an empty image set and with the image itself
// (no partner: success at once, as Fortran's SYNC IMAGES), a lock held across a post/wait while
// another image tries it with acquired_lock (not acquired, no wait) and unlocks it with stat
// (XMP_STAT_LOCKED_OTHER_IMAGE).
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
xmp_lock_t lk:[*];
int flag:[*];
int main(void) {
  int me = xmpc_this_image(), np = xmp_num_images(), err = 0, st = -1;
  xmp_sync_images(0, NULL, &st);
  if (st != XMP_STAT_SUCCESS) err |= 1;
  xmp_sync_image(me, &st);
  if (st != XMP_STAT_SUCCESS) err |= 2;
  xmp_sync_all(NULL);
  if (me == 0) {
#pragma xmp lock (lk:[0])
    flag:[1] = 1;
    xmp_sync_memory(NULL);
#pragma xmp post (p[1], 1)
#pragma xmp wait (p[1], 2)
#pragma xmp unlock (lk:[0])
  } else if (me == 1) {
#pragma xmp wait (p[0], 1)
    int got = 1;
#pragma xmp lock (lk:[0]) acquired_lock(got)
    if (got) err |= 4;
    int s2 = 0;
#pragma xmp unlock (lk:[0]) stat(s2)
    if (s2 != XMP_STAT_LOCKED_OTHER_IMAGE) err |= 8;
#pragma xmp post (p[0], 2)
  }
  xmp_sync_all(NULL);
#pragma xmp reduction(|:err)
  if (me == 0) printf("%s %d\n", err ? "ERROR" : "PASS", err);
  return err;
}
