// Coarrays of every arithmetic type (_Bool .. long double, float/double _Complex) as scalars
// and arrays; gets inside expressions; sections of an array member of a structure coarray;
// copies between two coindexed objects (a get from one image put to another), 2-D sections
// with both sides coindexed; block-scope static coarrays; the image directive with
// xmp_sync_all on a node subarray, and coarray on a node array.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node,
// exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=ERROR %}
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <complex.h>
#include <xmp.h>
#pragma xmp nodes p[*]
_Bool bo:[*];
signed char sc[4]:[*];
unsigned char uc[4]:[*];
short sh:[*];
unsigned short ush[3]:[*];
unsigned int ui:[*];
long lo[2]:[*];
unsigned long ul:[*];
unsigned long long ull[5]:[*];
float fl[3][3]:[*];
long double ld[2]:[*];
float _Complex fz:[*];
double _Complex dz[3]:[*];
struct T { int id; double v[6]; char tag[4]; } tt:[*];
int m2[4][6]:[*];
int result = 0, me, np;
#define FAIL(k) do { printf("ERROR node %d: check %d (line %d)\n", me, (k), __LINE__); result = 1; } while (0)

static int bump(void) {
  static int cnt:[*];           /* a block-scope static coarray */
  cnt = cnt + 1;
  xmp_sync_all(NULL);
  int r = cnt:[(me + 1) % np];
  xmp_sync_all(NULL);
  return r;
}

int main(void) {
  me = xmpc_this_image(); np = xmp_num_images();
  int nx = (me + 1) % np, pv = (me + np - 1) % np;
  bo = me % 2; sh = -me; ui = 3u * me; ul = 1ul << (40 + me % 8); fz = me + 2.0f * I;
  for (int k = 0; k < 4; k++) { sc[k] = -me - k; uc[k] = 200 + me + k; }
  for (int k = 0; k < 3; k++) { ush[k] = 60000 + me + k; dz[k] = me - k * I; for (int j = 0; j < 3; j++) fl[k][j] = me + k * 0.5f + j * 0.25f; }
  for (int k = 0; k < 2; k++) { lo[k] = -1000000000000L * me - k; ld[k] = me + k / 3.0L; }
  for (int k = 0; k < 5; k++) ull[k] = 0xF000000000000000ull + me * 16 + k;
  tt.id = me; for (int k = 0; k < 6; k++) tt.v[k] = me * 10 + k; tt.tag[0] = 'a' + me; tt.tag[1] = 0;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 6; j++) m2[i][j] = me * 100 + i * 6 + j;
  xmp_sync_all(NULL);
  /* scalar gets inside expressions */
  if (bo:[nx] != nx % 2 || sh:[nx] != -nx || ui:[nx] != 3u * nx || ul:[nx] != 1ul << (40 + nx % 8)) FAIL(1);
  if (sc[3]:[nx] != -nx - 3 || uc[1]:[nx] + uc[2]:[nx] != 400 + 2 * nx + 3) FAIL(2);
  if (ush[2]:[nx] != 60002 + nx || lo[1]:[nx] != -1000000000000L * nx - 1 || ull[4]:[nx] != 0xF000000000000000ull + nx * 16 + 4) FAIL(3);
  if (fl[2][1]:[nx] != nx + 1.25f || ld[1]:[nx] != nx + 1 / 3.0L) FAIL(4);
  if (fz:[nx] != nx + 2.0f * I || dz[2]:[nx] != nx - 2 * I) FAIL(5);
  /* whole-array and section gets of each type */
  long double ldv[2]; ldv[:] = ld[:]:[nx];
  if (ldv[0] != nx || ldv[1] != nx + 1 / 3.0L) FAIL(6);
  double _Complex dzv[2]; dzv[:] = dz[1:2]:[nx];
  if (dzv[1] != nx - 2 * I) FAIL(7);
  float fcol[3]; fcol[:] = fl[:][2]:[nx];
  for (int k = 0; k < 3; k++) if (fcol[k] != nx + k * 0.5f + 0.5f) FAIL(8);
  unsigned long long uv[3]; uv[:] = ull[0:3:2]:[nx];
  if (uv[2] != 0xF000000000000000ull + nx * 16 + 4) FAIL(9);
  /* members of a structure coarray */
  double vv[3]; vv[:] = tt.v[1:3:2]:[nx];
  if (vv[0] != nx * 10 + 1 || vv[2] != nx * 10 + 5) FAIL(10);
  if (tt.tag[0]:[nx] != 'a' + nx || tt.id:[nx] != nx) FAIL(11);
  xmp_sync_all(NULL);
  tt.v[0:2]:[nx] = -1.0 * me;                      /* scalar into a member section */
  xmp_sync_all(NULL);
  if (tt.v[0] != -1.0 * pv || tt.v[1] != -1.0 * pv || tt.v[2] != me * 10 + 2) FAIL(12);
  /* image nx's block copied to image pv, issued by me: both sides coindexed */
  xmp_sync_all(NULL);
  m2[0:2][0:3]:[pv] = m2[2:2][3:3]:[nx];
  xmp_sync_all(NULL);
  /* my rows 0..1, cols 0..2 were written by image nx (whose nx is (me+2)%np) */
  int src = (me + 2) % np;
  for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) if (m2[i][j] != src * 100 + (2 + i) * 6 + 3 + j) FAIL(13);
  if (m2[3][5] != me * 100 + 23) FAIL(14);
  /* block-scope static coarray */
  if (bump() != 1 || bump() != 2) FAIL(15);
  /* image directive: synchronise the images of a node subarray only */
  if (np >= 2) {
#pragma xmp nodes h[2] = p[0:2]
    if (me < 2) {
#pragma xmp image (h)
      xmp_sync_all(NULL);
    }
  }
  xmp_sync_all(NULL);
#pragma xmp reduction(max:result)
  if (me == 0) { if (result == 0) printf("PASS\n"); else printf("ERROR\n"); }
  return result;
}
