// The mapping inquiry library: xmp_desc_kind, xmp_array_*, xmp_align_*, xmp_template_*, xmp_dist_*, xmp_nodes_* (also equiv), xmp_wtime/wtick.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 16
#pragma xmp nodes p[4]
#pragma xmp nodes q[2][2]
#pragma xmp nodes e[2] = p[1:2]
#pragma xmp template t[N]
#pragma xmp template t2[N][N]
#pragma xmp distribute t[block] onto p
#pragma xmp distribute t2[cyclic(2)][block] onto q
double a[N - 2];
#pragma xmp align a[i] with t[i + 2]
#pragma xmp shadow a[1:2]
int b[N][N][3];
#pragma xmp align b[i][j][*] with t2[i][j]
int c[N];
#pragma xmp align c[*] with t[*]
int result = 0;
#define CK(e, k) do { if (!(e)) { printf("node %d: check %d failed: %s\n", xmp_node_num(), k, #e); result = -(k); } } while (0)
int main(void) {
  int me = xmpc_node_num(), v, v2;
  int kind;
  xmp_desc_kind(xmp_desc_of(a), &kind); CK(kind == XMP_DESC_ARRAY, 1);
  xmp_desc_kind(xmp_desc_of(t), &kind); CK(kind == XMP_DESC_TEMPLATE, 2);
  xmp_desc_kind(xmp_desc_of(p), &kind); CK(kind == XMP_DESC_NODES, 3);
  xmp_array_ndims(xmp_desc_of(b), &v); CK(v == 3, 4);
  xmp_array_lbound(xmp_desc_of(a), 1, &v); CK(v == 0, 5);
  xmp_array_ubound(xmp_desc_of(a), 1, &v); CK(v == N - 3, 6);
  xmp_array_lshadow(xmp_desc_of(a), 1, &v); CK(v == 1, 7);
  xmp_array_ushadow(xmp_desc_of(a), 1, &v); CK(v == 2, 8);
  xmp_array_lsize(xmp_desc_of(a), 1, &v);
  int want = me == 0 ? 2 : me == 3 ? 4 : 4; CK(v == want, 9);
  xmp_align_offset(xmp_desc_of(a), 1, &v); CK(v == 2, 10);
  xmp_align_axis(xmp_desc_of(a), 1, &v); CK(v == 1, 11);
  CK(xmp_align_axis(xmp_desc_of(b), 3, &v) == XMP_FAILURE, 12);
  xmp_align_replicated(xmp_desc_of(c), 1, &v); CK(v == 1, 13);
  xmp_align_replicated(xmp_desc_of(a), 1, &v); CK(v == 0, 14);
  xmp_template_ndims(xmp_desc_of(t2), &v); CK(v == 2, 15);
  xmp_template_lbound(xmp_desc_of(t2), 2, &v); CK(v == 0, 16);
  xmp_template_ubound(xmp_desc_of(t2), 2, &v); CK(v == N - 1, 17);
  xmp_template_fixed(xmp_desc_of(t), &v); CK(v == 1, 18);
  xmp_dist_format(xmp_desc_of(t2), 1, &v); CK(v == XMP_CYCLIC, 19);
  xmp_dist_format(xmp_desc_of(t2), 2, &v); CK(v == XMP_BLOCK, 20);
  xmp_dist_blocksize(xmp_desc_of(t2), 1, &v); CK(v == 2, 21);
  xmp_dist_blocksize(xmp_desc_of(t2), 2, &v); CK(v == N / 2, 22);
  xmp_nodes_ndims(xmp_desc_of(q), &v); CK(v == 2, 23);
  xmp_nodes_size(xmp_desc_of(q), 1, &v); CK(v == 2, 24);
  xmp_nodes_attr(xmp_desc_of(p), &v); CK(v == XMP_ENTIRE_NODES, 25);
  xmp_nodes_attr(xmp_desc_of(e), &v); CK(v == XMP_EQUIVALENCE_NODES, 26);
  xmp_desc_t dn; int lb[1], ub[1], st[1];
  if (me == 1 || me == 2) {
    CK(xmp_nodes_equiv(xmp_desc_of(e), &dn, lb, ub, st) == 0, 27);
    CK(lb[0] == 1 && ub[0] == 2 && st[0] == 1, 28);
  }
  /* gtol: a global index this node holds */
  int g = 2 + 4 * me; /* a[g] is t[g+2]: owned by node (g+2)/4 */
  if (me < 3) {
    int gi = 4 * me + 2; /* template index 4*me+4?? */
    (void)gi;
  }
  int lo = -1, hi = -1;
  xmp_array_gcllbound(xmp_desc_of(a), 1, &lo);
  xmp_array_gclubound(xmp_desc_of(a), 1, &hi);
  CK(lo == (me == 0 ? 0 : 4 * me - 2) && hi == 4 * me + 1 && hi <= N - 3, 29);
  xmp_array_gtol(xmp_desc_of(a), 1, lo, &v); CK(v == 1, 30);
  xmp_dist_nodes(xmp_desc_of(t), &dn);
  xmp_nodes_ndims(dn, &v); CK(v == 1, 31);
  xmp_desc_t dt; xmp_align_template(xmp_desc_of(a), &dt);
  xmp_template_ubound(dt, 1, &v); CK(v == N - 1, 32);
  double t0 = xmp_wtime(), tk = xmp_wtick();
  CK(tk > 0 && tk < 1 && t0 > 0, 33);
  CK(xmp_all_num_nodes() == 4 && xmp_num_nodes() == 4 && xmp_all_node_num() == me + 1, 34);
  (void)g; (void)v2;
#pragma xmp reduction(min:result)
#pragma xmp task on p[0]
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
