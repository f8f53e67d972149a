// nodes in every form: static, '*' extents, legacy parenthesis form (reversed, 1-based),
// node subarrays, the seeds' `row[2] = g[*][:]` form, `= *` in a callee, block scope with run-time
// extents. Checked through task membership and the executing set's size.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include "Inputs/check.h"

#pragma xmp nodes p[*]
#pragma xmp nodes g[*][2]          /* g[r][c] = p[2r + c] */
#pragma xmp nodes lg(2,*)          /* legacy: lg(c, r) = g[r][c] */
#pragma xmp nodes first2[2] = p[0:2]
#pragma xmp nodes pair(2) = p(1:2)  /* legacy triplet: lower:upper, 1-based */
#pragma xmp nodes row[2] = g[*][:] /* the row containing the declaring node */
#pragma xmp nodes :: cp[*]         /* combined form (nodes attribute only) */

static int in_task_count(void) {
  /* `= *`: whatever set executes this function. */
#pragma xmp nodes me[*] = *
  int k = 1;
#pragma xmp reduction (+:k) on me
  return k;
}

int main(void) {
  int me = xmpc_all_node_num(), n = xmp_all_num_nodes();
  int r = me / 2, c = me % 2;

  int hit = 0;
#pragma xmp task on g[r][c]
  hit = 1;
  EXPECT_EQ(hit, 1);

  /* lg(c+1, r+1) is g[r][c]. */
  hit = 0;
#pragma xmp task on lg(c + 1, r + 1)
  hit = 1;
  EXPECT_EQ(hit, 1);

  hit = 0;
#pragma xmp task on lg(2, 1)
  { hit = 1; EXPECT_EQ(xmp_num_nodes(), 1); }
  EXPECT_EQ(hit, me == 1);

  hit = 0;
#pragma xmp task on first2
  { hit = 1; EXPECT_EQ(xmp_num_nodes(), 2); EXPECT_EQ(xmpc_node_num(), me); }
  EXPECT_EQ(hit, me < 2);

  hit = 0;
#pragma xmp task on pair(2)
  hit = 1;
  EXPECT_EQ(hit, me == 1);

  /* Column c of g, every row: legacy lg(c+1, :) = g[:][c]. */
  hit = 0;
#pragma xmp task on lg(c + 1, :)
  { hit = 1; EXPECT_EQ(xmp_num_nodes(), n / 2); EXPECT_EQ(xmpc_node_num(), r); }
  EXPECT_EQ(hit, 1);

  /* Every second node: g[:][0] with a step over p. */
  hit = 0;
#pragma xmp task on p[0::2]
  { hit = 1; EXPECT_EQ(xmpc_node_num(), me / 2); EXPECT_EQ(xmp_num_nodes(), n / 2); }
  EXPECT_EQ(hit, c == 0);

  /* row: this node's row of g. */
  hit = 0;
#pragma xmp task on row
  { hit = 1; EXPECT_EQ(xmp_num_nodes(), 2); EXPECT_EQ(xmpc_node_num(), c); }
  EXPECT_EQ(hit, 1);
  int s = me;
#pragma xmp reduction (+:s) on row
  EXPECT_EQ(s, 4 * r + 1);

  hit = 0;
#pragma xmp task on cp[n - 1]
  hit = 1;
  EXPECT_EQ(hit, me == n - 1);

  /* Block scope, run-time extents, and a subarray of it. */
  {
    int half = n / 2;
#pragma xmp nodes b[2][half]
#pragma xmp nodes tail[half] = b[1][:]
    hit = 0;
#pragma xmp task on tail
    { hit = 1; EXPECT_EQ(xmpc_node_num(), me - half); }
    EXPECT_EQ(hit, me >= half);
  }

  /* `= *` follows the executing set of the caller. */
  EXPECT_EQ(in_task_count(), n);
#pragma xmp task on p[1:n-1]
  EXPECT_EQ(in_task_count(), n - 1);
  return xmp_test_finish();
}
