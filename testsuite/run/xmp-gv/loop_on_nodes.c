// `loop on p[i]` (reference 6.3.1, mapping by nodes): iteration i runs on node p[i], in a task
// of that node (xmp_num_nodes() is 1 there); a 2-D nest on a 2-D node array, a nodes-ref with
// an offset, and iterations naming nodes outside the loop range. Every node checks which
// iterations it ran.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL --check-prefixes=CHECK,GRID
// CHECK: PASS one-d
// CHECK: PASS offset
// GRID: PASS two-d
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]

static void report(const char *what, int err) {
#pragma xmp reduction(+: err)
  if (xmpc_node_num() == 0) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

int main(void) {
  int i, j, P = xmp_num_nodes(), me = xmpc_node_num(), hit[16] = {0}, err = 0;
#pragma xmp loop on p[i]
  for (i = 0; i < P; i++) hit[i] += xmp_num_nodes();
  for (i = 0; i < P; i++) err += hit[i] != (i == me);
  report("one-d", err);

  int got = 0;
  err = 0;
#pragma xmp loop on p[i + 1]
  for (i = -1; i < P - 1; i++) got += i + 1 == me;
  report("offset", got != 1);

  if (P == 4) {
#pragma xmp nodes g[2][2] = p[0:4]
    int mine = 0, other = 0;
#pragma xmp loop (i, j) on g[i][j]
    for (i = 0; i < 2; i++)
      for (j = 0; j < 2; j++) {
        if (i * 2 + j == me) mine++;
        else other++;
      }
    report("two-d", mine != 1 || other != 0);
  }
  return 0;
}
