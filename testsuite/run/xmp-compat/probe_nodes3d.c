// A 3-D node array with a 3-D block template and periodic reflect of a 3-D array aligned in reverse order, arrays on node subarrays (a 1-D slice, a 2-D plane) used by loops every node runs, nodes inquiry, barrier on a subarray, a task on part of it, gmove between arrays on different subarrays.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=ERROR %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=ERROR %}
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 8
#pragma xmp nodes p(2,2,2)
#pragma xmp nodes s(2) = p(1:2,1,1)
#pragma xmp nodes r(4) = p(:,:,2)
#pragma xmp template t(0:N-1,0:N-1,0:N-1)
#pragma xmp distribute t(block,block,block) onto p
#pragma xmp template ts(0:9)
#pragma xmp distribute ts(block) onto s
#pragma xmp template tr(0:9)
#pragma xmp distribute tr(cyclic) onto r
double u[N][N][N];
#pragma xmp align u[k][j][i] with t(i,j,k)
#pragma xmp shadow u[1][1][1]
int v[10], w[10];
#pragma xmp align v[i] with ts(i)
#pragma xmp align w[i] with tr(i)
int result = 0;
static int me;
static void chk(int k, int ok) { if (!ok) { result = k; printf("node %d fails %d\n", me, k); } }
int main(void) {
  int i, j, k;
  me = xmp_node_num();
#pragma xmp loop (i, j, k) on t(i, j, k)
  for (k = 0; k < N; k++) for (j = 0; j < N; j++) for (i = 0; i < N; i++) u[k][j][i] = k * 100 + j * 10 + i;
#pragma xmp reflect (u) width(/periodic/1, /periodic/1, /periodic/1)
  double sum = 0;
#pragma xmp loop (i, j, k) on t(i, j, k) reduction(+:sum)
  for (k = 0; k < N; k++) for (j = 0; j < N; j++) for (i = 0; i < N; i++)
    sum += u[(k + N - 1) % N == k - 1 ? k - 1 : -1][j][i] + u[k][j + 1 == N ? N : j + 1][i];
  double want = 0;
  for (k = 0; k < N; k++) for (j = 0; j < N; j++) for (i = 0; i < N; i++)
    want += ((k + N - 1) % N) * 100 + j * 10 + i + k * 100 + ((j + 1) % N) * 10 + i;
  chk(1, sum == want);
  /* arrays on node subsets; every node runs the loops */
#pragma xmp loop (i) on ts(i)
  for (i = 0; i < 10; i++) v[i] = i * 3;
#pragma xmp loop (i) on tr(i)
  for (i = 0; i < 10; i++) w[i] = i * 5;
  int sv = 0, sw = 0;
#pragma xmp loop (i) on ts(i) reduction(+:sv)
  for (i = 0; i < 10; i++) sv += v[i];
#pragma xmp loop (i) on tr(i) reduction(+:sw)
  for (i = 0; i < 10; i++) sw += w[i];
  int in_s = (me == 1 || me == 2), in_r = me >= 5;
  chk(2, in_s ? sv == 135 : sv == 0);
  chk(3, in_r ? sw == 225 : sw == 0);
  /* inquiry on node arrays */
  int sz = 0, idx = -1;
  /* (dim counts in C order: the parenthesis form is written in Fortran order) */
  xmp_nodes_size(xmp_desc_of(p), 3, &sz);
  chk(4, sz == 2);
  xmp_nodes_index(xmp_desc_of(p), 3, &idx);
  chk(5, idx == (me - 1) % 2 + 1);
  xmp_nodes_index(xmp_desc_of(p), 1, &idx);
  chk(6, idx == (me - 1) / 4 + 1);
  /* barrier on a subset, then node numbers inside a task on r */
  if (in_r) {
#pragma xmp barrier on r
  }
#pragma xmp task on r(2:3)
  {
    chk(7, xmp_num_nodes() == 2 && xmp_node_num() == me - 5);
    chk(8, xmp_all_node_num() == me);
  }
  /* gmove between arrays on different node subsets */
#pragma xmp gmove
  w[:] = v[:];
#pragma xmp loop (i) on tr(i)
  for (i = 0; i < 10; i++) chk(9, w[i] == i * 3);
#pragma xmp reduction (max:result)
  if (result == 0) printf("PASS %d\n", me);
  else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
