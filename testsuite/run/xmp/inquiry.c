// Inquiry procedures: 1-based xmp_*, 0-based xmpc_*, entire vs executing set, inside tasks.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 7 %t | FileCheck %s -DN=7 --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include "Inputs/check.h"

#pragma xmp nodes p[*]

int main(void) {
  int me = xmpc_all_node_num(), n = xmp_all_num_nodes();
  EXPECT_EQ(xmp_all_node_num(), me + 1);
  EXPECT_EQ(xmp_node_num(), me + 1);
  EXPECT_EQ(xmpc_node_num(), me);
  EXPECT_EQ(xmpc_this_image(), me);
  EXPECT_EQ(xmp_num_nodes(), n);
  EXPECT_EQ(xmp_num_images(), n);
  EXPECT(xmp_wtick() > 0.0 && xmp_wtick() < 1.0);
  double t0 = xmp_wtime(), t1 = xmp_wtime();
  EXPECT(t1 >= t0);
  /* The last node alone. */
#pragma xmp task on p[n - 1]
  {
    EXPECT_EQ(me, n - 1);
    EXPECT_EQ(xmp_node_num(), 1);
    EXPECT_EQ(xmpc_node_num(), 0);
    EXPECT_EQ(xmp_num_nodes(), 1);
    EXPECT_EQ(xmp_num_images(), 1);
    EXPECT_EQ(xmpc_all_node_num(), n - 1);
    EXPECT_EQ(xmp_all_num_nodes(), n);
  }
  /* Every node but the first: numbering is relative to the task's set. */
  if (n > 1) {
#pragma xmp task on p[1:n-1]
    {
      EXPECT(me >= 1);
      EXPECT_EQ(xmp_node_num(), me);
      EXPECT_EQ(xmpc_node_num(), me - 1);
      EXPECT_EQ(xmp_num_nodes(), n - 1);
      EXPECT_EQ(xmpc_this_image(), me - 1);
    }
  }
  /* Back in the entire set. */
  EXPECT_EQ(xmp_num_nodes(), n);
  EXPECT_EQ(xmpc_node_num(), me);
  return xmp_test_finish();
}
