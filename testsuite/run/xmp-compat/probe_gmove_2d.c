// gmove between a (block,cyclic) array on a 2x2 node array and a (block,*) one on 4 nodes, rows and columns.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 12
#define M 10
#pragma xmp nodes p(2,2)
#pragma xmp nodes q(4)
#pragma xmp template t(0:M-1,0:N-1)
#pragma xmp template u(0:N-1)
#pragma xmp distribute t(block,cyclic) onto p
#pragma xmp distribute u(block) onto q
double a[N][M], b[N][M], c[N];
#pragma xmp align a[i][j] with t(j,i)
#pragma xmp align b[i][*] with u(i)
#pragma xmp align c[i] with u(i)
int result = 0;
int main(void) {
#pragma xmp loop (j,i) on t(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) a[i][j] = i * 100 + j;
#pragma xmp gmove
  b[:][:] = a[:][:];
#pragma xmp loop (i) on u(i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (b[i][j] != i * 100 + j) result = -1;
#pragma xmp gmove
  c[:] = a[:][3];
#pragma xmp loop (i) on u(i)
  for (int i = 0; i < N; i++) if (c[i] != i * 100 + 3) result = -2;
#pragma xmp gmove
  a[2:5][1] = c[4:5];
#pragma xmp loop (j,i) on t(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++)
    if (a[i][j] != ((j == 1 && i >= 2 && i < 7) ? (i + 2) * 100 + 3 : i * 100 + j)) result = -3;
#pragma xmp reduction(min:result)
  if (xmp_node_num() == 1) { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); } }
  return result != 0;
}
