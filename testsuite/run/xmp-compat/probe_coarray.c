// Coarrays: strided GET/PUT sections, locks, xmp_sync_images, post/wait with tags.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#pragma xmp nodes p(4)
#define N 20
int a[N]:[*];
double m[4][6]:[*];
int cnt:[*];
xmp_lock_t lk:[*];
int result = 0;
int main(void) {
  int me = xmpc_this_image();
  int n = xmp_num_images();
  for (int i = 0; i < N; i++) a[i] = me * 100 + i;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 6; j++) m[i][j] = me + i * 10 + j;
  cnt = 0;
  xmp_sync_all(NULL);
  int b[N];
  for (int i = 0; i < N; i++) b[i] = -1;
  int nb = (me + 1) % n;
  b[0:5:2] = a[1:5:3]:[nb];
  for (int k = 0; k < 5; k++) if (b[2 * k] != nb * 100 + 1 + 3 * k) result = -1;
  for (int k = 0; k < 5; k++) if (b[2 * k + 1] != -1) result = -2;
  double r[2][3];
  r[:][:] = m[1:2:2][0:3:2]:[nb];
  for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) if (r[i][j] != nb + (1 + 2 * i) * 10 + 2 * j) result = -3;
  xmp_sync_all(NULL);
  /* put strided */
  int v[4] = {7, 8, 9, 10};
  a[0:4:5]:[nb] = v[:];
  xmp_sync_all(NULL);
  int pv = (me + n - 1) % n;
  for (int k = 0; k < 4; k++) if (a[5 * k] != 7 + k) result = -4;
  if (a[1] != me * 100 + 1) result = -5;
  /* lock-protected counter on image 0 */
  for (int t = 0; t < 5; t++) {
#pragma xmp lock (lk:[0])
    int c = cnt:[0];
    cnt:[0] = c + 1;
#pragma xmp unlock (lk:[0])
  }
  xmp_sync_all(NULL);
  if (me == 0 && cnt != 5 * n) result = -6;
  /* sync_images with neighbours */
  int imgs[2] = {nb, pv};
  a[0]:[nb] = me;
  xmp_sync_images(2, imgs, NULL);
  if (a[0] != pv) result = -7;
  xmp_sync_all(NULL);
  /* post / wait */
  if (me == 0) {
    for (int k = 1; k < n; k++) {
#pragma xmp post (p(k + 1), 3)
    }
  } else {
#pragma xmp wait (p(1), 3)
  }
#pragma xmp reduction(min:result)
#pragma xmp task on p(1)
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
