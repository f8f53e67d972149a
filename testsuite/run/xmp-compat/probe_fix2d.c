// template_fix of a 2-D cyclic x block template with a run-time extent and xmp_malloc of a pointer to rows aligned in reverse order, reflect and a stencil reduction on it, inquiry (lsize, template bounds, fixed), expand on one dimension, a 4-D array with two collapsed dimensions gathered by gmove (whole and a 2-D slice), a 2-D local array reduced on a node subarray, two disjoint tasks with their own collectives inside tasks.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#pragma xmp nodes p(2,2)
#pragma xmp template t(:,:)
#pragma xmp distribute t(cyclic, block) onto p
double (*a)[12];
#pragma xmp align a[i][j] with t(j, i)
#pragma xmp shadow a[1][0]
int b4[4][3][4][2];
#pragma xmp template t4(0:3,0:3)
#pragma xmp distribute t4(block,block) onto p
#pragma xmp align b4[i][*][j][*] with t4(j, i)
int result = 0;
static int me;
static void chk(int k, int ok) { if (!ok) { result = k; printf("node %d fails %d\n", me, k); } }
int main(int argc, char **argv) {
  int n = 10 + (argc > 5), i, j, k, l;
  me = xmp_node_num();
#pragma xmp template_fix (cyclic, block) t(0:11, 0:n-1)
  a = (double (*)[12])xmp_malloc(xmp_desc_of(a), n, 12);
#pragma xmp loop (i, j) on t(j, i)
  for (i = 0; i < n; i++)
    for (j = 0; j < 12; j++) a[i][j] = i * 12 + j;
#pragma xmp reflect (a)
  double s = 0;
#pragma xmp loop (i, j) on t(j, i) reduction(+:s)
  for (i = 1; i < n - 1; i++)
    for (j = 0; j < 12; j++) s += a[i - 1][j] + a[i + 1][j];
  double w = 0;
  for (i = 1; i < n - 1; i++) for (j = 0; j < 12; j++) w += (i - 1) * 12 + j + (i + 1) * 12 + j;
  chk(1, s == w);
  int sz = -1, lb = -1, ub = -1;
  xmp_array_lsize(xmp_desc_of(a), 2, &sz);     /* the cyclic dimension of 12 over 2 nodes */
  chk(2, sz == 6);
  xmp_template_lbound(xmp_desc_of(t), 1, &lb);
  xmp_template_ubound(xmp_desc_of(t), 1, &ub);
  chk(3, lb == 0 && ub == n - 1);
  chk(4, xmp_template_fixed(xmp_desc_of(t), &k) == 0 && k == 1);
  /* expand: the owners of the rows next to their block compute them too */
  int cnt = 0;
#pragma xmp loop (i) on t(*, i) expand(0, 1)
  for (i = 0; i < n; i++) cnt++;
  int rb = (n + 1) / 2, own = (me <= 2) ? rb : n - rb;
  chk(5, cnt == own + 1);
  /* a 4-D array with two collapsed dimensions, gmove into a local copy */
#pragma xmp loop (i, j) on t4(j, i)
  for (i = 0; i < 4; i++) for (j = 0; j < 4; j++)
    for (k = 0; k < 3; k++) for (l = 0; l < 2; l++) b4[i][k][j][l] = i * 1000 + k * 100 + j * 10 + l;
  int loc[4][3][4][2];
#pragma xmp gmove
  loc[:][:][:][:] = b4[:][:][:][:];
  for (i = 0; i < 4; i++) for (k = 0; k < 3; k++) for (j = 0; j < 4; j++) for (l = 0; l < 2; l++)
    chk(6, loc[i][k][j][l] == i * 1000 + k * 100 + j * 10 + l);
  int part[3][2];
#pragma xmp gmove
  part[:][:] = b4[3][:][1][:];
  for (k = 0; k < 3; k++) for (l = 0; l < 2; l++) chk(7, part[k][l] == 3000 + k * 100 + 10 + l);
  /* reduction of a 2-D local array on a node subset */
  int r2[2][3];
  for (i = 0; i < 2; i++) for (j = 0; j < 3; j++) r2[i][j] = me * (i + j);
#pragma xmp reduction (+:r2) on p(1:2, 2)
  for (i = 0; i < 2; i++) for (j = 0; j < 3; j++)
    chk(8, (me >= 3) ? r2[i][j] == 7 * (i + j) : r2[i][j] == me * (i + j));
  /* tasks: two disjoint tasks, each with its own collective */
  int x = me, y = me;
#pragma xmp tasks
  {
#pragma xmp task on p(1, 1:2)
    {
#pragma xmp reduction (+:x)
    }
#pragma xmp task on p(2, 1:2)
    {
#pragma xmp reduction (max:y)
    }
  }
  chk(9, (me == 1 || me == 3) ? x == 4 : x == me);
  chk(10, (me == 2 || me == 4) ? y == 4 : y == me);
  xmp_free(a);
#pragma xmp reduction (max:result)
  if (result == 0) printf("PASS %d\n", me);
  else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
