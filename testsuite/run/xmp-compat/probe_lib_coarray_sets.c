// Local view: coarrays of several types and ranks with two-dimensional image sets ([2][*]) and
// the ':[*]' form of a scalar; puts and gets of strided sections and scalars through the two
// cosubscripts; sync all / sync images (a set, one image, all) / sync memory with and without
// status; post/wait with and without tags and node arguments; lock/unlock of an xmp_lock_t
// coarray (also acquired_lock and stat); xmp_num_images/xmpc_this_image; a structure coarray.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node,
// exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=ERROR %}
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#define N 10
int a[N][N]:[2][*];
double d[N]:[2][*];
char c[N]:[*];
long long s:[*];
unsigned short us[3][4][5]:[*];
struct S { int k; double v[4]; } st:[*];
xmp_lock_t lk:[*];
int counter:[*];
int result = 0, me, np;
#define FAIL(k) do { printf("ERROR node %d: check %d\n", me, (k)); result = 1; } while (0)

int main(void) {
  me = xmpc_this_image();
  np = xmp_num_images();
  if (np != xmp_num_nodes() || me != xmpc_node_num()) FAIL(1);
  /* image me is a[..]:[me % 2][me / 2] (the first cosubscript varies fastest) */
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) a[i][j] = me * 1000 + i * N + j;
    d[i] = me + i * 0.5;
    c[i] = (char)(me + i);
  }
  s = me;
  for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) for (int k = 0; k < 5; k++) us[i][j][k] = me * 100 + i * 20 + j * 5 + k;
  st.k = me; for (int i = 0; i < 4; i++) st.v[i] = me + i;
  xmp_sync_all(NULL);
  int nx = (me + 1) % np;  /* the next image */
  int c0 = nx % 2, c1 = nx / 2;
  if (np % 2 == 0) {
    int row[N];
    row[0:N] = a[3][0:N]:[c0][c1];                       /* a whole row */
    for (int j = 0; j < N; j++) if (row[j] != nx * 1000 + 3 * N + j) FAIL(2);
    int col[5];
    col[0:5] = a[1:5:2][7]:[c0][c1];                     /* a strided column */
    for (int k = 0; k < 5; k++) if (col[k] != nx * 1000 + (1 + 2 * k) * N + 7) FAIL(3);
    int blk[2][3];
    blk[:][:] = a[2:2:4][1:3:3]:[c0][c1];                /* 2-D strided */
    for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) if (blk[i][j] != nx * 1000 + (2 + 4 * i) * N + 1 + 3 * j) FAIL(4);
    double dv = d[4]:[c0][c1];
    if (dv != nx + 2.0) FAIL(5);
  }
  long long sv = s:[nx];
  if (sv != nx) FAIL(6);
  char cv[3];
  cv[:] = c[0:3:3]:[nx];
  if (cv[0] != (char)nx || cv[2] != (char)(nx + 6)) FAIL(7);
  unsigned short u2[2][5];
  u2[:][:] = us[1][1:2:2][:]:[nx];
  for (int j = 0; j < 2; j++) for (int k = 0; k < 5; k++) if (u2[j][k] != nx * 100 + 20 + (1 + 2 * j) * 5 + k) FAIL(8);
  struct S sg = st:[nx];
  if (sg.k != nx || sg.v[3] != nx + 3) FAIL(9);
  double v2 = st.v[2]:[nx];
  if (v2 != nx + 2) FAIL(10);
  int stat = -1;
  xmp_sync_all(&stat);
  if (stat != XMP_STAT_SUCCESS) FAIL(11);
  /* puts: each image writes into the next one's data */
  if (np % 2 == 0) {
    int src[N];
    for (int j = 0; j < N; j++) src[j] = -me - j;
    a[0][0:5:2]:[c0][c1] = src[0:5];                      /* strided put */
    a[9][:]:[c0][c1] = src[:];
    d[1]:[c0][c1] = -1.0 - me;
  }
  s:[nx] = 100 + me;
  st.k:[nx] = 200 + me;
  us[2][3][0:5]:[nx] = 7;                                /* scalar broadcast into a section */
  xmp_sync_all(NULL);
  int pv = (me + np - 1) % np;                           /* the previous image wrote here */
  if (np % 2 == 0) {
    for (int j = 0; j < 5; j++) if (a[0][2 * j] != -pv - j || a[0][2 * j + 1] != me * 1000 + 2 * j + 1) FAIL(12);
    for (int j = 0; j < N; j++) if (a[9][j] != -pv - j) FAIL(13);
    if (d[1] != -1.0 - pv) FAIL(14);
  }
  if (s != 100 + pv || st.k != 200 + pv) FAIL(15);
  for (int k = 0; k < 5; k++) if (us[2][3][k] != 7 || us[2][2][k] != me * 100 + 40 + 10 + k) FAIL(16);
  /* sync images: with the neighbours (a set), with one image, with all */
  int set[2] = {nx, pv};
  xmp_sync_images(np > 2 ? 2 : 1, set, &stat);
  if (stat != XMP_STAT_SUCCESS) FAIL(17);
  if (np > 1) {
    if (me % 2 == 0 && me + 1 < np) xmp_sync_image(me + 1, NULL);
    if (me % 2 == 1) xmp_sync_image(me - 1, NULL);
  }
  xmp_sync_images_all(NULL);
  /* sync memory makes the put complete; then post/wait orders it for the reader */
  if (me == 0 && np > 1) {
    s:[1] = 4242;
    xmp_sync_memory(NULL);
#pragma xmp post (p[1], 9)
  }
  if (me == 1) {
#pragma xmp wait (p[0], 9)
    if (s != 4242) FAIL(18);
  }
  /* a ring of posts without tags checked by wait without node */
  if (np > 1) {
    if (me == 0) {
#pragma xmp post (p[1], 0)
#pragma xmp wait
    } else {
#pragma xmp wait (p[me - 1])
#pragma xmp post (p[(me + 1) % np], me)
    }
  }
  /* lock: every image adds to counter on image 0 */
  counter = 0;
  xmp_sync_all(NULL);
  for (int r = 0; r < 3; r++) {
#pragma xmp lock (lk:[0])
    int cv0 = counter:[0];
    counter:[0] = cv0 + me + 1;
#pragma xmp unlock (lk:[0])
  }
  xmp_sync_all(NULL);
  if (me == 0 && counter != 3 * np * (np + 1) / 2) FAIL(19);
  /* acquired_lock / stat */
  xmp_sync_all(NULL);
  if (me == np - 1) {
    int got = 0, st2 = -1;
#pragma xmp lock (lk:[np - 1]) acquired_lock(got) stat(st2)
    if (!got || st2 != XMP_STAT_SUCCESS) FAIL(20);
#pragma xmp lock (lk:[np - 1]) stat(st2)
    if (st2 != XMP_STAT_LOCKED) FAIL(21);
#pragma xmp unlock (lk:[np - 1]) stat(st2)
    if (st2 != XMP_STAT_SUCCESS) FAIL(22);
#pragma xmp unlock (lk:[np - 1]) stat(st2)
    if (st2 != XMP_STAT_UNLOCKED) FAIL(23);
  }
  xmp_sync_all(NULL);
#pragma xmp reduction(max:result)
  if (me == 0) { if (result == 0) printf("PASS\n"); else printf("ERROR\n"); }
  return result;
}
