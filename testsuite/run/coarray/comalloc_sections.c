// Sections through a coarray pointer whose leading (pointer) subscript is an index:
// `w[i][lo:len:step]:[k]` as GET and PUT (also a scalar broadcast into a remote section),
// and a section through a plain local pointer to rows (`lp[1][1:3]`).
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// CHECK: OK 0
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
double (*w)[8]:[];
int main(void){
  w = xmp_comalloc(sizeof(double) * 4 * 8, xmp_num_images());
  int me = xmpc_this_image(), n = xmp_num_images(), nx = (me + 1) % n;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 8; j++) w[i][j] = 0;
  xmp_sync_all(NULL);
  double src[8];
  for (int j = 0; j < 8; j++) src[j] = 1000 * me + j;
  /* PUT row 1, every other element, to the next image */
  w[1][0:4:2]:[nx] = src[0:4];
  /* PUT a 2x3 block to the next image */
  w[2][5:3]:[nx] = 7.0;
  w[3][5:3]:[nx] = 7.0;
  xmp_sync_all(NULL);
  int pv = (me + n - 1) % n, bad = 0;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 8; j++) {
    double want = 0;
    if (i == 1 && j % 2 == 0 && j < 8) want = 1000 * pv + j / 2;
    if (i >= 2 && j >= 5) want = 7.0;
    if (w[i][j] != want) bad++;
  }
  /* a local pointer section */
  double m[3][4] = {{0}}; double (*lp)[4] = m;
  lp[1][1:3] = src[0:3];
  if (m[1][1] != src[0] || m[1][3] != src[2] || m[0][1] != 0) bad++;
  printf("%s %d\n", bad ? "FAIL" : "OK", bad);
  xmp_sync_all(NULL);
  xmp_cofree(w);
  return 0;
}
