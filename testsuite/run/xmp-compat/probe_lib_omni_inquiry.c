// The reference implementation's extra inquiry functions (reference 10.11) that its programs
// call: xmp_array_{gcl,lcl,gcg}{l,u}bound in the pointer form and in the two-argument form
// returning the bound, xmp_array_type_size, xmp_align_format, xmp_template_gsize/lsize,
// xmp_nodes_rank; with block, cyclic, cyclic(2) and gblock (with an empty block) on 1-D and
// 2-D templates, shadows, and a node outside a node subarray.
// These are [Omni] functions, not XMP/C 1.4: the semantics follow the names of its array
// descriptor fields (gcl = global index of the node's block, lcl = local (storage) index of it,
// gcg = global bounds of the array); xmp_align_format gives the xmp.h format constants.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node,
// exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 20
#pragma xmp nodes p[4]
#pragma xmp nodes q[2][2] = p
#pragma xmp nodes s[2] = p[2:2]
#pragma xmp template tb[N]
#pragma xmp template tc[N]
#pragma xmp template tg[N]
#pragma xmp template t2[N][12]
#pragma xmp distribute tb[block] onto p
#pragma xmp distribute tc[cyclic(2)] onto p
int m[4] = {6, 0, 10, 4};
#pragma xmp distribute tg[gblock(m)] onto p
#pragma xmp distribute t2[cyclic][block] onto q
double ab[N];
#pragma xmp align ab[i] with tb[i]
#pragma xmp shadow ab[2:1]
short ac[N];
#pragma xmp align ac[i] with tc[i]
long ag[N];
#pragma xmp align ag[i] with tg[i]
#pragma xmp shadow ag[1]
char a2[N][12][3];
#pragma xmp align a2[i][j][*] with t2[i][j]
int result = 0, me;
#define FAIL(k) do { printf("ERROR node %d: check %d (line %d)\n", me, (k), __LINE__); result = 1; } while (0)

int main(void) {
  me = xmpc_node_num();
  int v = -1, w = -1;
  /* block, shadow 2:1: node k owns 5k..5k+4, stored from index 2 */
  if (xmp_array_gcllbound(xmp_desc_of(ab), 1, &v) != 0 || v != 5 * me) FAIL(1);
  if (xmp_array_gclubound(xmp_desc_of(ab), 1) != 5 * me + 4) FAIL(2);
  if (xmp_array_lcllbound(xmp_desc_of(ab), 1) != 2) FAIL(3);
  if (xmp_array_lclubound(xmp_desc_of(ab), 1, &v) != 0 || v != 6) FAIL(4);
  if (xmp_array_gcglbound(xmp_desc_of(ab), 1) != 0 || xmp_array_gcgubound(xmp_desc_of(ab), 1) != N - 1) FAIL(5);
  /* the local bounds index the local block: &ab[first owned] is laddr + lcllbound */
  double *la;
  xmp_array_laddr(xmp_desc_of(ab), (void **)&la);
  if (la + xmp_array_lcllbound(xmp_desc_of(ab), 1) != &ab[5 * me]) FAIL(6);
  /* cyclic(2): node k owns 2k, 2k+1, 2k+8, 2k+9, 2k+16, 2k+17 (k < 2) or 2k..2k+9 */
  int cnt = me < 2 ? 6 : 4;
  if (xmp_array_gcllbound(xmp_desc_of(ac), 1) != 2 * me) FAIL(7);
  if (xmp_array_gclubound(xmp_desc_of(ac), 1) != 2 * me + 1 + 8 * (cnt / 2 - 1)) FAIL(8);
  if (xmp_array_lcllbound(xmp_desc_of(ac), 1) != 0 || xmp_array_lclubound(xmp_desc_of(ac), 1) != cnt - 1) FAIL(9);
  /* gblock(6,0,10,4), shadow 1: node 1 owns nothing */
  int lo[4] = {0, 6, 6, 16};
  if (me == 1) {
    if (xmp_array_gcllbound(xmp_desc_of(ag), 1, &v) != XMP_FAILURE) FAIL(10);
    if (xmp_array_lcllbound(xmp_desc_of(ag), 1) != XMP_FAILURE) FAIL(11);
  } else {
    if (xmp_array_gcllbound(xmp_desc_of(ag), 1) != lo[me] || xmp_array_gclubound(xmp_desc_of(ag), 1) != lo[me] + m[me] - 1) FAIL(12);
    if (xmp_array_lcllbound(xmp_desc_of(ag), 1) != 1 || xmp_array_lclubound(xmp_desc_of(ag), 1) != m[me]) FAIL(13);
  }
  /* 2-D: dim 1 cyclic over q's first dimension, dim 2 block over its second, dim 3 collapsed */
  int q0 = me / 2, q1 = me % 2;
  if (xmp_array_gcllbound(xmp_desc_of(a2), 1) != q0 || xmp_array_gclubound(xmp_desc_of(a2), 1) != N - 2 + q0) FAIL(14);
  if (xmp_array_gcllbound(xmp_desc_of(a2), 2) != 6 * q1 || xmp_array_gclubound(xmp_desc_of(a2), 2) != 6 * q1 + 5) FAIL(15);
  if (xmp_array_gcllbound(xmp_desc_of(a2), 3) != 0 || xmp_array_gclubound(xmp_desc_of(a2), 3) != 2) FAIL(16);
  if (xmp_array_gcgubound(xmp_desc_of(a2), 2) != 11 || xmp_array_gcgubound(xmp_desc_of(a2), 4) != XMP_FAILURE) FAIL(17);
  /* type sizes and alignment formats */
  if (xmp_array_type_size(xmp_desc_of(ab)) != sizeof(double) || xmp_array_type_size(xmp_desc_of(ac)) != sizeof(short)) FAIL(18);
  if (xmp_array_type_size(xmp_desc_of(a2)) != 1 || xmp_array_type_size(xmp_desc_of(p)) != 0) FAIL(19);
  if (xmp_align_format(xmp_desc_of(ab), 1) != XMP_BLOCK || xmp_align_format(xmp_desc_of(ac), 1) != XMP_CYCLIC) FAIL(20);
  if (xmp_align_format(xmp_desc_of(ag), 1) != XMP_GBLOCK || xmp_align_format(xmp_desc_of(a2), 2) != XMP_BLOCK) FAIL(21);
  if (xmp_align_format(xmp_desc_of(a2), 3) != XMP_NOT_DISTRIBUTED || xmp_align_format(xmp_desc_of(a2), 4) != XMP_FAILURE) FAIL(22);
  /* templates */
  if (xmp_template_gsize(xmp_desc_of(t2), 1) != N || xmp_template_gsize(xmp_desc_of(t2), 2) != 12) FAIL(23);
  if (xmp_template_lsize(xmp_desc_of(tb), 1) != 5 || xmp_template_lsize(xmp_desc_of(tc), 1) != cnt) FAIL(24);
  if (xmp_template_lsize(xmp_desc_of(tg), 1) != m[me] || xmp_template_lsize(xmp_desc_of(t2), 1) != N / 2) FAIL(25);
  if (xmp_template_lsize(xmp_desc_of(t2), 2) != 6) FAIL(26);
  /* node ranks: s = p[2:2] holds nodes 2 and 3 */
  if (xmp_nodes_rank(xmp_desc_of(p), &v) != 0 || v != me) FAIL(27);
  if (xmp_nodes_rank(xmp_desc_of(q), &w) != 0 || w != me) FAIL(28);
  v = -1;
  int rc = xmp_nodes_rank(xmp_desc_of(s), &v);
  if (me >= 2 ? (rc != 0 || v != me - 2) : rc != XMP_FAILURE) FAIL(29);
#pragma xmp reduction(max:result)
  if (me == 0) { if (result == 0) printf("PASS\n"); else printf("ERROR\n"); }
  return result;
}
