// Two-dimensional node arrays with the library and the collectives: xmp_nodes_index/size/
// ndims/attr/equiv of a 2-D array and of a subarray, reduction and bcast on one row or column
// and on all rows at once ('*' in the on clause: one reduction per row), barrier on a row,
// post/wait naming 2-D node elements, xmp_node_num inside a task on a row, the 2-D
// distribution inquiry (blocksize, gblockmap, dist_nodes/axis, align_template), gtol and
// lead_dim of a cyclic(2) x gblock array.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node,
// exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#pragma xmp nodes p[4]
#pragma xmp nodes q[2][2] = p
#pragma xmp nodes r[2] = q[1][:]
#pragma xmp template t[16][10]
int gm[2] = {3, 7};
#pragma xmp distribute t[cyclic(2)][gblock(gm)] onto q
float a[16][10];
#pragma xmp align a[i][j] with t[i][j]
#pragma xmp shadow a[0][1]
int result = 0, me;
#define FAIL(k) do { printf("ERROR node %d: check %d (line %d)\n", me, (k), __LINE__); result = 1; } while (0)

int main(void) {
  me = xmpc_node_num();
  int i0 = me / 2, i1 = me % 2;  /* q[i0][i1]: C order, the last index varies fastest */
  int v, nd;
  xmp_nodes_ndims(xmp_desc_of(q), &nd);
  if (nd != 2) FAIL(1);
  xmp_nodes_index(xmp_desc_of(q), 1, &v); if (v != i0 + 1) FAIL(2);
  xmp_nodes_index(xmp_desc_of(q), 2, &v); if (v != i1 + 1) FAIL(3);
  xmpc_nodes_index(xmp_desc_of(q), 2, &v); if (v != i1) FAIL(4);
  xmp_nodes_size(xmp_desc_of(q), 1, &v); if (v != 2) FAIL(5);
  xmp_nodes_attr(xmp_desc_of(q), &v); if (v != XMP_EQUIVALENCE_NODES) FAIL(6);
  xmp_nodes_attr(xmp_desc_of(p), &v); if (v != XMP_ENTIRE_NODES) FAIL(7);
  /* r = q[1][:]: subscripts (1, 0:1:1) of q */
  xmp_desc_t dn;
  int lb[2], ub[2], st[2];
  if (xmp_nodes_equiv(xmp_desc_of(r), &dn, lb, ub, st) != 0) FAIL(8);
  if (dn != xmp_desc_of(q)) FAIL(9);
  if (lb[1] != 0 || ub[1] != 1 || st[1] != 1 || lb[0] != ub[0] || st[0] != 0 && lb[0] != 1) FAIL(10);
  if (me >= 2) { xmp_nodes_index(xmp_desc_of(r), 1, &v); if (v != i1 + 1) FAIL(11); }
  else if (xmp_nodes_index(xmp_desc_of(r), 1, &v) != XMP_FAILURE) FAIL(12);
  /* one reduction per row / per column */
  int s = me;
#pragma xmp reduction(+:s) on q[i0][:]
  if (s != 4 * i0 + 1) FAIL(13);
  /* '*' stands for the executing node's own index: q[:][*] is its column, q[*][:] its row */
  s = me;
#pragma xmp reduction(+:s) on q[:][*]
  if (s != 2 + 2 * i1) FAIL(14);
  s = me;
#pragma xmp reduction(max:s) on q[*][:]
  if (s != 2 * i0 + 1) FAIL(15);
  double d = me;
#pragma xmp bcast (d) from q[1][i1] on q[:][i1]
  if (d != 2 + i1) FAIL(16);
  d = me;
#pragma xmp bcast (d) on r
  if (d != (me >= 2 ? 2 : me)) FAIL(17);
#pragma xmp barrier on q[i0][:]
#pragma xmp task on q[1][:]
  {
    if (xmp_num_nodes() != 2 || xmp_node_num() != i1 + 1) FAIL(18);
  }
  /* post/wait with 2-D node elements: q[0][0] -> q[1][1] -> q[0][1] */
  if (me == 0) {
#pragma xmp post (q[1][1], 5)
  } else if (me == 3) {
#pragma xmp wait (q[0][0], 5)
#pragma xmp post (q[0][1], 6)
  } else if (me == 1) {
#pragma xmp wait (q[1][1], 6)
  }
  /* distribution inquiry */
  xmp_dist_blocksize(xmp_desc_of(t), 1, &v); if (v != 2) FAIL(19);
  int map[2] = {0, 0};
  xmp_dist_gblockmap(xmp_desc_of(t), 2, map); if (map[0] != 3 || map[1] != 7) FAIL(20);
  xmp_dist_format(xmp_desc_of(t), 1, &v); if (v != XMP_CYCLIC) FAIL(21);
  xmp_dist_format(xmp_desc_of(t), 2, &v); if (v != XMP_GBLOCK) FAIL(22);
  xmp_desc_t tn, at;
  xmp_dist_nodes(xmp_desc_of(t), &tn); if (tn != xmp_desc_of(q)) FAIL(23);
  xmp_dist_axis(xmp_desc_of(t), 2, &v); if (v != 2) FAIL(24);
  xmp_align_template(xmp_desc_of(a), &at); if (at != xmp_desc_of(t)) FAIL(25);
  int tf = 0;
  xmp_template_fixed(xmp_desc_of(t), &tf); if (!tf) FAIL(26);
  /* local layout: dim 1 cyclic(2) over 2 -> 8 rows; dim 2 gblock(3,7) + shadow 1 */
  int ls[2];
  xmp_array_lsize(xmp_desc_of(a), 1, &v); if (v != 8) FAIL(27);
  xmp_array_lsize(xmp_desc_of(a), 2, &v); if (v != gm[i1]) FAIL(28);
  xmp_array_lead_dim(xmp_desc_of(a), ls);
  if (ls[0] != 8 || ls[1] != gm[i1] + 2) FAIL(29);
  /* gtol: global row 4*k + 2*i0 + e is local row 2*k + e; column j is 1 + j - first */
  int first = i1 == 0 ? 0 : 3, l;
  xmp_array_gtol(xmp_desc_of(a), 1, 4 + 2 * i0 + 1, &l); if (l != 3) FAIL(30);
  xmp_array_gtol(xmp_desc_of(a), 2, first + 2, &l); if (l != 3) FAIL(31);
  /* the local storage agrees with gtol */
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 10; j++) a[i][j] = i * 100 + j;
  float *la;
  xmp_array_laddr(xmp_desc_of(a), (void **)&la);
  int gi = 8 + 2 * i0, gj = first + 1, li, lj;
  xmp_array_gtol(xmp_desc_of(a), 1, gi, &li);
  xmp_array_gtol(xmp_desc_of(a), 2, gj, &lj);
  if (la[li * ls[1] + lj] != gi * 100 + gj) FAIL(32);
#pragma xmp reduction(max:result)
  if (me == 0) { if (result == 0) printf("PASS\n"); else printf("ERROR\n"); }
  return result;
}
