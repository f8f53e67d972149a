// `*` in template references of on clauses (reference 1.5): each node stands for the
// template indices it owns in that dimension, so one reference names one node set per
// ownership and a collective runs separately in each: reductions along the rows and the
// columns of a 2-D block distribution, a task per owner, and nodes owning nothing (empty set).
// RUN: %xmpcc %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS star-1d
// CHECK: PASS star-task
// CHECK: PASS star-rows
// CHECK: PASS star-cols
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]
#pragma xmp template t[3]
#pragma xmp distribute t[block] onto p

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

int main(void) {
  int P = xmp_num_nodes(), me = xmp_node_num() - 1;
  int x = me + 1, ran = 0, size = -1;
  /* t[3] block: nodes 0..2 own one index each, the others nothing: every set is one node. */
#pragma xmp reduction(+ : x) on t[*]
  report("star-1d", x != me + 1);
#pragma xmp task on t[*]
  {
    ran = 1;
    size = xmp_num_nodes();
  }
  report("star-task", ran != (me < 3) || (ran && size != 1));

  int rows = P % 2 == 0 ? P / 2 : P, cols = P % 2 == 0 ? 2 : 1;
  {
#pragma xmp nodes g[rows][cols]
#pragma xmp template t2[16][16]
#pragma xmp distribute t2[block][block] onto g
    /* Row coordinates at or above `owners` hold no rows of t2 (block of 16 over rows):
     * they are in no set and keep their values. */
    int r = me / cols, c = me % cols, y = me + 1, z = me + 1, want = 0, k;
    int b = (16 + rows - 1) / rows, owners = (16 + b - 1) / b;
#pragma xmp reduction(+ : y) on t2[*][:]
    if (r < owners)
      for (k = 0; k < cols; k++) want += r * cols + k + 1;
    else
      want = me + 1;
    report("star-rows", y != want);
    want = 0;
#pragma xmp reduction(+ : z) on t2[:][*]
    if (r < owners)
      for (k = 0; k < owners; k++) want += k * cols + c + 1;
    else
      want = me + 1;
    report("star-cols", z != want);
  }
  return 0;
}
