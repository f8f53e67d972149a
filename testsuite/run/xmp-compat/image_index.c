// Image-index translation (reference 9.9): xmp_get_primary_image_index / xmp_get_image_index
// (1-based, 0 = not in the set) and the 0-based xmpc_ forms (-1 = not in the set), for a node
// array of the whole set, an equivalenced one, inside a task and for positions outside.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS on {{[48]}} nodes
#include "../xmp/Inputs/check.h"

#pragma xmp nodes p[*]
#pragma xmp nodes q[2] = p[2:2]
#pragma xmp nodes r[2][2] = p[0:4]

int main(void) {
  int idx[3] = {1, 2, 3}, out[3] = {-9, -9, -9};
  xmp_get_primary_image_index(2, idx, out, xmp_desc_of(q));
  EXPECT_EQ(out[0], 3);
  EXPECT_EQ(out[1], 4);
  int c[2] = {0, 1}, co[2];
  xmpc_get_primary_image_index(2, c, co, xmp_desc_of(q));
  EXPECT_EQ(co[0], 2);
  EXPECT_EQ(co[1], 3);
  // r[i][j] in element (C) order: position 3 (1-based) is r[1][0], node 2 of p.
  xmp_get_primary_image_index(3, idx, out, xmp_desc_of(r));
  EXPECT_EQ(out[2], 3);
  int bad[1] = {7}, bo[1] = {-9};
  xmp_get_primary_image_index(1, bad, bo, xmp_desc_of(q));
  EXPECT_EQ(bo[0], 0);
  int me = xmpc_node_num();
#pragma xmp task on p[2:2]
  {
    // Inside the task the current images are p[2] and p[3]; p[1] is not among them.
    int pi[3] = {2, 3, 4}, ci[3];
    xmp_get_image_index(3, pi, ci, xmp_desc_of(p));
    EXPECT_EQ(ci[0], 0);
    EXPECT_EQ(ci[1], 1);
    EXPECT_EQ(ci[2], 2);
    int pc[2] = {1, 3}, cc[2];
    xmpc_get_image_index(2, pc, cc, xmp_desc_of(p));
    EXPECT_EQ(cc[0], -1);
    EXPECT_EQ(cc[1], 1);
    EXPECT(me == 2 || me == 3);
  }
  return xmp_test_finish();
}
