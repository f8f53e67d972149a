// xmp_nodes_equiv (reference 10.5): for a node array declared equivalent to a node reference,
// the referenced array and per subscript lower bound, upper bound and stride (0-based; an
// index k is k:k:1); XMP_FAILURE for an array that is not equivalenced.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s
// CHECK: equiv s: ndims 2 lb 1,0 ub 1,1 st 1,1
// CHECK: equiv h: lb 0 ub 2 st 2
// CHECK: PASS equiv
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[4]
#pragma xmp nodes g[2][2] = p[0:4]
#pragma xmp nodes s[2] = g[1][0:2]
#pragma xmp nodes h[2] = p[0:2:2]
int main(void) {
  int err = 0, lb[4], ub[4], st[4], v = 0, me = xmpc_node_num();
  xmp_desc_t dn;
  if (xmp_nodes_equiv(xmp_desc_of(s), &dn, lb, ub, st) != 0) err++;
  xmp_nodes_ndims(dn, &v);
  if (me == 0)
    printf("equiv s: ndims %d lb %d,%d ub %d,%d st %d,%d\n", v, lb[0], lb[1], ub[0], ub[1], st[0], st[1]);
  if (xmp_nodes_equiv(xmp_desc_of(h), &dn, lb, ub, st) != 0) err++;
  if (me == 0) printf("equiv h: lb %d ub %d st %d\n", lb[0], ub[0], st[0]);
  if (xmp_nodes_equiv(xmp_desc_of(p), &dn, lb, ub, st) != XMP_FAILURE) err++;
#pragma xmp reduction(+: err)
  if (me == 0) printf("%s equiv\n", err ? "FAIL" : "PASS");
  return 0;
}
