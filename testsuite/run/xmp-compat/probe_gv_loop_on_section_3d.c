// A section next to an enclosing loop's variable in a 3-D on clause (`loop (i) on
// t(i, j0, 2:5)` on a 2x2xK node array): the owners of j0 that own some of the section run
// the iterations, and a body asking for the executing nodes sees the owners of its `i`, of
// `j0` and of the section.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 8
#pragma xmp nodes q(2, 2, *)
#pragma xmp template t(0:N-1, 0:N-1, 0:N-1)
#pragma xmp distribute t(block, block, block) onto q
int main(void) {
  int me = xmp_node_num() - 1;
  int x = me % 2, y = (me / 2) % 2, z = me / 4, nz = xmp_num_nodes() / 4;
  int bz = N / nz;
  for (int j0 = 0; j0 < N; j0 += 5) {
    int seen = -1, runs = 0;
#pragma xmp loop (i) on t(i, j0, 2:5)
    for (int i = 0; i < N; i++) { runs++; seen = xmp_num_nodes(); }
    int ownj = j0 / (N / 2) == y;
    int ownz = z * bz <= 5 && 2 <= z * bz + bz - 1;
    int zs = 0;
    for (int c = 0; c < nz; c++) zs += c * bz <= 5 && 2 <= c * bz + bz - 1;
    EXPECT_EQ(runs, ownj && ownz ? N / 2 : 0);
    EXPECT_EQ(seen, ownj && ownz ? zs : -1);
  }
  return xmp_test_finish();
}
