// 3-D distribution (block,cyclic,block) on a 2x2x2 node array: reflect with corners, gmove, node inquiry.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=ERROR %}
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N1 6
#define N2 8
#define N3 10
#pragma xmp nodes p(2,2,2)
#pragma xmp template t(0:N3-1,0:N2-1,0:N1-1)
#pragma xmp distribute t(block,cyclic,block) onto p
int a[N1][N2][N3], b[N1][N2][N3];
#pragma xmp align a[i][j][k] with t(k,j,i)
#pragma xmp align b[i][j][k] with t(k,j,i)
#pragma xmp shadow a[1][0][1]
int result = 0;
int main(void) {
#pragma xmp loop (k,j,i) on t(k,j,i)
  for (int i = 0; i < N1; i++) for (int j = 0; j < N2; j++) for (int k = 0; k < N3; k++) a[i][j][k] = i * 10000 + j * 100 + k;
#pragma xmp reflect (a)
#pragma xmp loop (k,j,i) on t(k,j,i)
  for (int i = 1; i < N1 - 1; i++) for (int j = 0; j < N2; j++) for (int k = 1; k < N3 - 1; k++)
    if (a[i-1][j][k-1] + a[i+1][j][k+1] != 2 * (i * 10000 + j * 100 + k)) result = -1;
#pragma xmp gmove
  b[:][:][:] = a[:][:][:];
  long s = 0;
#pragma xmp loop (k,j,i) on t(k,j,i) reduction(+:s)
  for (int i = 0; i < N1; i++) for (int j = 0; j < N2; j++) for (int k = 0; k < N3; k++) s += b[i][j][k];
  long w = 0;
  for (int i = 0; i < N1; i++) for (int j = 0; j < N2; j++) for (int k = 0; k < N3; k++) w += i * 10000 + j * 100 + k;
  if (s != w) result = -2;
  int x;
#pragma xmp gmove
  x = a[3][5][7];
  if (x != 30507) result = -3;
  int nd; xmp_nodes_ndims(xmp_desc_of(p), &nd);
  if (nd != 3) result = -4;
  int sz; xmp_nodes_size(xmp_desc_of(p), 2, &sz);
  if (sz != 2) result = -5;
  int me = xmp_node_num();
  int i1, i2, i3;
  xmp_nodes_index(xmp_desc_of(p), 1, &i1);
  xmp_nodes_index(xmp_desc_of(p), 2, &i2);
  xmp_nodes_index(xmp_desc_of(p), 3, &i3);
  if (i3 + 2 * (i2 - 1) + 4 * (i1 - 1) != me) result = -6;
#pragma xmp reduction(min:result)
#pragma xmp task on p(1,1,1)
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
