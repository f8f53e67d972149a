// Coarrays: strided section GET, scalar, a row of a 2-D coarray with two codimensions, struct members, PUT of elements and sections, sync images with the neighbours, post/wait in a ring.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 10
int a[N]:[*], x:[*];
double m[4][5]:[2][*];
struct pt { int k; double v; } sp:[*];
#pragma xmp nodes p(*)
int result = 0;
static int me, np;
static void chk(int k, int ok) { if (!ok) { result = k; printf("node %d fails %d\n", me, k); } }
int main(void) {
  int i, j, b[N];
  me = xmpc_this_image();
  np = xmp_num_images();
  for (i = 0; i < N; i++) a[i] = me * 100 + i;
  x = me;
  for (i = 0; i < 4; i++) for (j = 0; j < 5; j++) m[i][j] = me + i * 0.5 + j * 0.25;
  sp.k = me; sp.v = me * 1.5;
  xmp_sync_all(NULL);
  int nx = (me + 1) % np;
  /* get a section with a stride, a scalar, a 2-D section, a struct member */
  b[0:5] = a[0:5:2]:[nx];
  for (i = 0; i < 5; i++) chk(1, b[i] == nx * 100 + 2 * i);
  chk(2, x:[nx] == nx);
  double row[5];
  row[:] = m[2][:]:[nx % 2][nx / 2];
  for (j = 0; j < 5; j++) chk(3, row[j] == nx + 1.0 + j * 0.25);
  chk(4, sp.k:[nx] == nx && sp.v:[nx] == nx * 1.5);
  xmp_sync_all(NULL);
  /* put: each image writes its number into a[me] of image 0 */
  a[me % N]:[0] = -me - 1;
  xmp_sync_all(NULL);
  if (me == 0) for (i = 0; i < np && i < N; i++) chk(5, a[i] == -i - 1);
  xmp_sync_all(NULL);
  /* put a section into the next image, sync only with the neighbours */
  int pv = (me + np - 1) % np;
  int src[3] = {me, me + 1, me + 2};
  a[7:3]:[nx] = src[:];
  if (np > 1) {
    int imgs[2] = {nx, pv};
    xmp_sync_images(np > 2 ? 2 : 1, imgs, NULL);
  } else
    xmp_sync_memory(NULL);
  for (i = 0; i < 3; i++) chk(6, a[7 + i] == pv + i);
  /* post / wait ring */
  xmp_sync_all(NULL);
  x = -1;
  xmp_sync_all(NULL);
  x:[nx] = me;
#pragma xmp post (p(nx + 1), 3)
  if (np > 1) {
#pragma xmp wait (p(pv + 1), 3)
  } else {
#pragma xmp wait (p(1), 3)
  }
  chk(7, x == pv);
  xmp_sync_all(NULL);
#pragma xmp reduction (max:result)
  if (result == 0) printf("PASS %d\n", me);
  else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
