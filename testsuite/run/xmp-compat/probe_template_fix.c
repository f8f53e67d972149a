// template_fix with gblock(m) and (block,cyclic) on 2x2, xmp_malloc'd arrays, gblock inquiry.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#pragma xmp nodes p(4)
#pragma xmp template t(:)
#pragma xmp distribute t(gblock(*)) onto p
#pragma xmp template t2(:,:)
#pragma xmp nodes q(2,2)
#pragma xmp distribute t2(block,cyclic) onto q
double *a;
#pragma xmp align a[i] with t(i)
int (*b)[10];
#pragma xmp align b[i][j] with t2(j,i)
int result = 0;
int main(void) {
  int n = 20;
  int m[4] = {2, 8, 4, 6};
#pragma xmp template_fix (gblock(m)) t(0:n-1)
  a = (double *)xmp_malloc(xmp_desc_of(a), n);
#pragma xmp loop (i) on t(i)
  for (int i = 0; i < n; i++) a[i] = i;
  int cnt = 0, lo = -1, hi = -1;
#pragma xmp loop (i) on t(i) reduction(+:cnt)
  for (int i = 0; i < n; i++) cnt++;
  int me = xmp_node_num();
  int lb[4] = {0, 2, 10, 14};
  int lsize = -1;
  xmp_array_lsize(xmp_desc_of(a), 1, &lsize);
  if (lsize != m[me - 1]) result = -1;
  int map[4];
  xmp_dist_gblockmap(xmp_desc_of(t), 1, map);
  for (int k = 0; k < 4; k++) if (map[k] != m[k]) result = -2;
  int fmt; xmp_dist_format(xmp_desc_of(t), 1, &fmt);
  if (fmt != XMP_GBLOCK) result = -3;
  int fixed; xmp_template_fixed(xmp_desc_of(t), &fixed);
  if (!fixed) result = -4;
  int ub; xmp_template_ubound(xmp_desc_of(t), 1, &ub);
  if (ub != n - 1) result = -5;
  double s = 0;
#pragma xmp loop (i) on t(i) reduction(+:s)
  for (int i = 0; i < n; i++) s += a[i];
  if (s != n * (n - 1) / 2) result = -6;
  int k = 7;
#pragma xmp template_fix (block, cyclic) t2(0:9, 0:k-1)
  b = (int (*)[10])xmp_malloc(xmp_desc_of(b), k, 10);
#pragma xmp loop (j,i) on t2(j,i)
  for (int i = 0; i < k; i++) for (int j = 0; j < 10; j++) b[i][j] = i * 10 + j;
  long bs = 0;
#pragma xmp loop (j,i) on t2(j,i) reduction(+:bs)
  for (int i = 0; i < k; i++) for (int j = 0; j < 10; j++) bs += b[i][j];
  if (bs != 69 * 70 / 2) result = -7;
#pragma xmp reduction(min:result)
#pragma xmp task on p(1)
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
