// task on: index, triplets with steps, whole arrays, '*', nested tasks, and collectives without
// `on` inside a task operating over the task's set.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 7 %t | FileCheck %s -DN=7 --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include "Inputs/check.h"

#pragma xmp nodes p[*]

int main(void) {
  int me = xmpc_all_node_num(), n = xmp_all_num_nodes();
  int ran = 0;
#pragma xmp task on p[1:3]
  {
    ran = 1;
    EXPECT(me >= 1 && me <= 3);
    EXPECT_EQ(xmp_num_nodes(), 3);
    /* Collectives without `on` run over the task's set; bcast's default source is its first node. */
    int v = me;
#pragma xmp bcast (v)
    EXPECT_EQ(v, 1);
    int s = me;
#pragma xmp reduction (+:s)
    EXPECT_EQ(s, 6);
#pragma xmp barrier
    /* A nested task: numbers are relative to the inner set. */
#pragma xmp task on p[2:2]
    {
      EXPECT_EQ(xmp_num_nodes(), 2);
      EXPECT_EQ(xmpc_node_num(), me - 2);
    }
    /* `task on *` keeps the executing set. */
#pragma xmp task on *
    EXPECT_EQ(xmp_num_nodes(), 3);
    EXPECT_EQ(xmpc_node_num(), me - 1);
  }
  EXPECT_EQ(ran, me >= 1 && me <= 3);

  /* A strided section: every second node from 0. */
  ran = 0;
#pragma xmp task on p[0:(n + 1) / 2:2]
  {
    ran = 1;
    EXPECT_EQ(xmpc_node_num(), me / 2);
    EXPECT_EQ(xmp_num_nodes(), (n + 1) / 2);
  }
  EXPECT_EQ(ran, me % 2 == 0);

  /* Open-ended triplet. */
  ran = 0;
#pragma xmp task on p[2:]
  {
    ran = 1;
    EXPECT_EQ(xmp_num_nodes(), n - 2);
  }
  EXPECT_EQ(ran, me >= 2);

  /* The task's body may be another construct, and a single statement. */
  ran = 0;
#pragma xmp task on p
#pragma xmp task on p[0]
  ran = 7;
  EXPECT_EQ(ran, me == 0 ? 7 : 0);

  /* Tasks in a loop, one per node: each node runs exactly its own. */
  int count = 0;
  for (int k = 0; k < n; k++) {
#pragma xmp task on p[k]
    {
      count++;
      EXPECT_EQ(k, me);
    }
  }
  EXPECT_EQ(count, 1);
  return xmp_test_finish();
}
