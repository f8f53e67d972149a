// Full shadow reflect, bcast of a struct, post/wait forms (with tag, without tag, without node), sync functions with stat.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 16
#pragma xmp nodes p(4)
#pragma xmp template t(0:N-1)
#pragma xmp distribute t(block) onto p
double a[N];
#pragma xmp align a[i] with t(i)
#pragma xmp shadow a[*]
struct P { int x; double y[3]; } sp;
int flag:[*];
int result = 0;
static int ndims_of(xmp_desc_t d) { int n; xmp_array_ndims(d, &n); return n; }
int main(void) {
  int me = xmp_node_num();
#pragma xmp loop (i) on t(i)
  for (int i = 0; i < N; i++) a[i] = i * i;
#pragma xmp reflect (a)
  for (int i = 0; i < N; i++) if (a[i] != i * i) result = -1;
  if (ndims_of(xmp_desc_of(a)) != 1) result = -2;
  sp.x = me; sp.y[0] = sp.y[1] = sp.y[2] = me * 0.5;
#pragma xmp bcast (sp) from p(3)
  if (sp.x != 3 || sp.y[2] != 1.5) result = -3;
  /* post/wait forms */
  if (me == 1) {
#pragma xmp post (p(2), 7)
  }
  if (me == 2) {
#pragma xmp wait (p(1), 7)
#pragma xmp post (p(3), 1)
  }
  if (me == 3) {
#pragma xmp wait (p(2))
#pragma xmp post (p(4), 2)
  }
  if (me == 4) {
#pragma xmp wait
  }
  xmp_sync_memory(NULL);
  xmp_sync_images_all(NULL);
  int st = -1;
  xmp_sync_all(&st);
  if (st != XMP_STAT_SUCCESS) result = -4;
  if (me == 1) xmp_sync_image(1, NULL);
  if (me == 2) xmp_sync_image(0, NULL);
  flag = 0;
  xmp_sync_all(NULL);
  if (me == 4) flag:[0] = 42;
  xmp_sync_all(NULL);
  if (me == 1 && flag != 42) result = -5;
  double tt = xmp_wtime();
#pragma xmp barrier
  if (xmp_wtime() < tt) result = -6;
#pragma xmp reduction(min:result)
#pragma xmp task on p(1)
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
