// A program whose first nodes directive is static runs on that many nodes when started
// UNSUPPORTED: transport-mpi
// without a launcher (it spawns the rest), and under xmprun with the same count.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %t | sort | FileCheck %s
// RUN: %xmprun -n 3 %t | sort | FileCheck %s
// CHECK: node 0 of 3
// CHECK-NEXT: node 1 of 3
// CHECK-NEXT: node 2 of 3
// CHECK-NOT: node
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p(3)

int main(void) {
  printf("node %d of %d\n", xmpc_node_num(), xmp_num_nodes());
  return 0;
}
