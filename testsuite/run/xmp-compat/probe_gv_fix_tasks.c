// `nodes p(2,2)` with `template_fix (gblock(m1), gblock(m2))` (one block empty), an
// xmp_malloc'd 2-D array on it with a shadow, reflect and a stencil, gmove from it into a
// block x cyclic array and into a local array; node subsets (`nodes r(2) = p(1:2, 2)`,
// `nodes s(2) = p(2, 1:2)`) with templates distributed onto them, nested tasks on subsets of
// subsets, collectives and loops inside the tasks.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define NI 10
#define NJ 8
#pragma xmp nodes p(2, 2)
#pragma xmp nodes r(2) = p(1:2, 2)
#pragma xmp nodes s(2) = p(2, 1:2)
#pragma xmp template t(:, :)
#pragma xmp distribute t(gblock(*), gblock(*)) onto p
#pragma xmp template tb(0:NJ-1, 0:NI-1)
#pragma xmp distribute tb(block, cyclic) onto p
#pragma xmp template tr(0:11)
#pragma xmp distribute tr(block) onto r
double (*a)[NJ];
#pragma xmp align a[i][j] with t(j, i)
#pragma xmp shadow a[1][1]
double b[NI][NJ];
#pragma xmp align b[i][j] with tb(j, i)
int v[12];
#pragma xmp align v[i] with tr(i)
int result = 0;
static int me;
static void chk(int k, int ok) {
  if (!ok) {
    if (!result) printf("node %d fails %d\n", me, k);
    result = k;
  }
}
int main(void) {
  int i, j;
  int m1[2] = {0, NJ}, m2[2] = {3, NI - 3};
  me = xmp_node_num();
#pragma xmp template_fix (gblock(m1), gblock(m2)) t(0:NJ-1, 0:NI-1)
  a = (double (*)[NJ])xmp_malloc(xmp_desc_of(a), NI, NJ);
#pragma xmp loop (j, i) on t(j, i)
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++) a[i][j] = i * 10 + j;
  int lsize = -1;
  xmp_array_lsize(xmp_desc_of(a), 2, &lsize);
  int px = (me - 1) % 2;
  chk(1, lsize == m1[px]);
#pragma xmp reflect (a)
  double st = 0;
#pragma xmp loop (j, i) on t(j, i) reduction(+:st)
  for (i = 1; i < NI - 1; i++)
    for (j = 1; j < NJ - 1; j++)
      st += a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1] - 4 * a[i][j];
  chk(2, st == 0);
  double sum = 0;
#pragma xmp loop (j, i) on t(j, i) reduction(+:sum)
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++) sum += a[i][j] + a[i][j];
  /* the nodes of the empty block own nothing: they keep their value (reference 6.3.5) */
  chk(3, sum == (px == 0 ? 0 : 2 * (NJ * 10 * NI * (NI - 1) / 2 + NI * NJ * (NJ - 1) / 2)));
  /* gblock -> block x cyclic, and a strided section into a local array */
#pragma xmp gmove
  b[:][:] = a[:][:];
#pragma xmp loop (j, i) on tb(j, i)
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++) chk(4, b[i][j] == i * 10 + j);
  double l[5][3];
  for (i = 0; i < 5; i++)
    for (j = 0; j < 3; j++) l[i][j] = -1;
#pragma xmp gmove
  l[:][:] = a[1:5:2][2:3:2];
  for (i = 0; i < 5; i++)
    for (j = 0; j < 3; j++) chk(5, l[i][j] == (1 + 2 * i) * 10 + 2 + 2 * j);
  /* an element of a distributed array into a scalar and back */
  double x = 0;
#pragma xmp gmove
  x = a[NI - 1][NJ - 1];
  chk(6, x == (NI - 1) * 10 + NJ - 1);
#pragma xmp gmove
  b[0][0] = a[3][4];
#pragma xmp loop (j, i) on tb(j, i)
  for (i = 0; i < 1; i++)
    for (j = 0; j < 1; j++) chk(7, b[i][j] == 34);
  /* node subsets and nested tasks */
  int in_r = me >= 3, in_s = me % 2 == 0;
#pragma xmp task on r
  {
    chk(8, in_r && xmp_num_nodes() == 2);
#pragma xmp loop (i) on tr(i)
    for (i = 0; i < 12; i++) v[i] = i * i;
    int sv = 0;
#pragma xmp loop (i) on tr(i) reduction(+:sv)
    for (i = 0; i < 12; i++) sv += v[i];
    chk(9, sv == 506);
    int who = me;
#pragma xmp bcast (who) from r(2)
    chk(10, who == 4);
#pragma xmp task on r(1)
    {
      chk(11, me == 3 && xmp_num_nodes() == 1);
      int one = 1;
#pragma xmp reduction(+:one)
      chk(12, one == 1);
    }
  }
  int cnt = 0;
#pragma xmp task on s
  {
    chk(14, in_s);
    cnt = 1;
#pragma xmp reduction(+:cnt)
#pragma xmp task on s(2)
    {
      chk(15, me == 4);
      cnt += 10;
    }
  }
  chk(16, cnt == (in_s ? (me == 4 ? 12 : 2) : 0));
  /* a template on a subset: the other nodes skip its loop */
  int runs = 0;
#pragma xmp loop (i) on tr(i)
  for (i = 0; i < 12; i++) runs++;
  chk(17, runs == (in_r ? 6 : 0));
#pragma xmp reduction(MAX:result)
  if (result == 0) printf("PASS %d\n", me);
  else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
