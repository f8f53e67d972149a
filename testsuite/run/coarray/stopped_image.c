// Image-control calls with a stat argument (reference 9.4): when an image they synchronise
// with has ended, they return XMP_STAT_STOPPED_IMAGE instead of ending the job. Image 1 ends
// at once; the others synchronise with it (sync_all, sync_image, sync_images) and report.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %if !transport-mpi %{ %xmprun -n 2 %t all | FileCheck %s %}
// RUN: %xmprun -n 3 %t one | FileCheck %s
// RUN: %xmprun -n 3 %t set | FileCheck %s
// CHECK: image 0: PASS stopped
#include <stdio.h>
#include <string.h>
#include <xmp.h>
int main(int argc, char **argv) {
  int me = xmpc_this_image(), st = -1, imgs[1] = {1};
  if (me == 1) return 0;
  if (!strcmp(argv[1], "all")) xmp_sync_all(&st);
  else if (!strcmp(argv[1], "one")) xmp_sync_image(1, &st);
  else xmp_sync_images(1, imgs, &st);
  printf("image %d: %s stopped\n", me, st == XMP_STAT_STOPPED_IMAGE ? "PASS" : "FAIL");
  return 0;
}
