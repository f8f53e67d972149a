// Reverse strided loops on cyclic(3), bcast and reduction of a replicated aligned array, an array aligned with a template dimension replicated on a 2x2 node array, gmove of its row.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 40
#pragma xmp nodes p(4)
#pragma xmp nodes q(2,2)
#pragma xmp template t(0:N-1)
#pragma xmp template t2(0:N-1,0:3)
#pragma xmp distribute t(cyclic(3)) onto p
#pragma xmp distribute t2(block,block) onto q
int a[N];
#pragma xmp align a[i] with t(i)
int r[N];
#pragma xmp align r[*] with t(*)
int w[4][N];
#pragma xmp align w[*][i] with t2(i,*)
int result = 0;
int main(void) {
  int i, k;
#pragma xmp loop on t(i)
  for (i = N - 1; i >= 0; i -= 3) a[i] = i;
  int s = 0;
#pragma xmp loop on t(i) reduction(+:s)
  for (i = N - 1; i >= 0; i -= 3) s += a[i];
  int ws = 0; for (i = N - 1; i >= 0; i -= 3) ws += i;
  if (s != ws) result = -1;
  for (i = 0; i < N; i++) r[i] = xmp_node_num() * i;
#pragma xmp bcast (r) from p(2)
  for (i = 0; i < N; i++) if (r[i] != 2 * i) result = -2;
#pragma xmp reduction (+:r)
  for (i = 0; i < N; i++) if (r[i] != 8 * i) result = -3;
#pragma xmp loop (i) on t2(i,*)
  for (i = 0; i < N; i++) for (k = 0; k < 4; k++) w[k][i] = k + i;
  int ss = 0;
#pragma xmp loop (i) on t2(i,*) reduction(+:ss)
  for (i = 0; i < N; i++) for (k = 0; k < 4; k++) ss += w[k][i];
  if (ss != 4 * (N * (N - 1) / 2) + 6 * N) result = -4;
  int loc[N];
#pragma xmp gmove
  loc[:] = w[2][:];
  for (i = 0; i < N; i++) if (loc[i] != 2 + i) result = -5;
#pragma xmp reduction(min:result)
#pragma xmp task on p(1)
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
