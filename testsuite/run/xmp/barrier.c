// barrier and barrier on a subset: node 0 writes a file only after sleeping; every node that
// passes the barrier after node 0 reached it must see the file.
// RUN: %xmpcc -O2 %s -o %t
// RUN: rm -f %t.f1 %t.f2
// RUN: %xmprun -n 1 %t %t.f1 %t.f2 | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: rm -f %t.f1 %t.f2
// RUN: %xmprun -n 3 %t %t.f1 %t.f2 | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: rm -f %t.f1 %t.f2
// RUN: %xmprun -n 4 %t %t.f1 %t.f2 | FileCheck %s -DN=4 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
#include <unistd.h>
#include "Inputs/check.h"

#pragma xmp nodes p[*]

static void touch(const char *path) {
  FILE *f = fopen(path, "w");
  if (f)
    fclose(f);
}

int main(int argc, char **argv) {
  int me = xmpc_all_node_num(), n = xmp_all_num_nodes();
  EXPECT_EQ(argc, 3);
  if (me == 0) {
    usleep(200000);
    touch(argv[1]);
  }
#pragma xmp barrier
  EXPECT(access(argv[1], F_OK) == 0);

  /* On a subset: only nodes 0..n-2 synchronise; the last node continues at once. */
  if (me == 0) {
    usleep(200000);
    touch(argv[2]);
  }
#pragma xmp barrier on p[0:n-1]
  if (me < n - 1)
    EXPECT(access(argv[2], F_OK) == 0);
  /* xmp_barrier() is the [Omni] function form. */
  xmp_barrier();
  return xmp_test_finish();
}
