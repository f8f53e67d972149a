// Two translation units with file-scope node arrays; only the first defines main. Also builds
// the units separately with -c and links the objects.
// RUN: %xmpcc -O2 %s %S/Inputs/multi_tu_peer.c -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %xmpcc -c %s -o %t.main.o
// RUN: %xmpcc -c %S/Inputs/multi_tu_peer.c -o %t.peer.o
// RUN: %xmpcc %t.main.o %t.peer.o -o %t.2
// RUN: %xmprun -n 3 %t.2 | FileCheck %s -DN=3 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
#include "Inputs/check.h"

#pragma xmp nodes p[*]

int peer_last_sum(int v);

int main(void) {
  int me = xmpc_all_node_num(), n = xmp_all_num_nodes();
  int s = peer_last_sum(me);
  /* Node 0 is outside q[1:n-1] and keeps its value. */
  EXPECT_EQ(s, me == 0 ? 0 : n * (n - 1) / 2);
  return xmp_test_finish();
}
