// Periodic 2-D reflect with asymmetric widths and async, array assignment, scalar-to-section gmove, laddr/lead_dim, struct coarrays, atomics.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 16
#pragma xmp nodes p(2,2)
#pragma xmp template t(0:N-1,0:N-1)
#pragma xmp distribute t(block,block) onto p
int a[N][N], b[N][N];
#pragma xmp align a[i][j] with t(j,i)
#pragma xmp align b[i][j] with t(j,i)
#pragma xmp shadow a[1:2][2:1]
struct Q { int x; double y; };
struct Q cq:[*];
int result = 0;
int main(void) {
  int i, j;
#pragma xmp loop (j, i) on t(j, i)
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) a[i][j] = i * N + j;
#pragma xmp reflect (a) width(/periodic/1:2, /periodic/2:1) async(5)
#pragma xmp wait_async(5)
#pragma xmp loop (j, i) on t(j, i)
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) {
    int ok = 1;
    for (int di = -1; di <= 2; di++) for (int dj = -2; dj <= 1; dj++) {
      int ii = (i + di + N) % N, jj = (j + dj + N) % N;
      if (a[i + di][j + dj] != ii * N + jj) ok = 0;
    }
    if (!ok) result = -1;
  }
#pragma xmp array on t(:, :)
  b[:][:] = a[:][:] * 2 + 1;
#pragma xmp loop (j, i) on t(j, i)
  for (i = N - 1; i >= 0; i -= 2) for (j = 0; j < N; j++) if (b[i][j] != 2 * (i * N + j) + 1) result = -2;
#pragma xmp gmove
  a[0:3][5] = 7;
#pragma xmp loop (j, i) on t(j, i)
  for (i = 0; i < 3; i++) for (j = 5; j < 6; j++) if (a[i][j] != 7) result = -3;
  void *lad; xmp_array_laddr(xmp_desc_of(a), &lad);
  int ld[2]; xmp_array_lead_dim(xmp_desc_of(a), ld);
  int me = xmpc_this_image();
  cq.x = me; cq.y = me * 0.5;
  xmp_sync_all(NULL);
  struct Q r = cq:[(me + 1) % 4];
  if (r.x != (me + 1) % 4) result = -4;
  int rx = cq.x:[(me + 2) % 4];
  if (rx != (me + 2) % 4) result = -5;
  xmp_sync_all(NULL);
  int at = -1;
  static int av:[*];
  if (me == 0) xmp_atomic_define(av:[1], 33);
  xmp_sync_all(NULL);
  if (me == 1) { xmp_atomic_ref(&at, av); if (at != 33) result = -6; }
#pragma xmp reduction(min:result)
#pragma xmp task on p(1,1)
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
