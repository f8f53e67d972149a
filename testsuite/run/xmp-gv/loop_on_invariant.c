// Loop on-clause subscripts without loop indices (reference 6.3.1): `loop (i) on t[i][j]`
// with j set by an enclosing serial loop runs each column on the owners of t[*][j] only, and
// `loop (j) on t[4][j]` on the owners of row 4; both with reductions. Every node checks the
// iterations it ran against its coordinates; owners check the reduced values.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS column-invariant
// CHECK: PASS row-const
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp nodes g[*][2]
#pragma xmp template t[6][10]
#pragma xmp distribute t[block][cyclic] onto g
double m[6][10];
#pragma xmp align m[i][j] with t[i][j]
static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmpc_node_num() == 0) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}
int main(void) {
  int i, j, err = 0, me = xmpc_node_num(), P = xmp_num_nodes();
  int R = P / 2, b = (6 + R - 1) / R, c0 = me / 2, c1 = me % 2;
  long cnt = 0, want = 0;
  double s, tot = 0;
#pragma xmp loop (i, j) on t[i][j]
  for (i = 0; i < 6; i++) for (j = 0; j < 10; j++) m[i][j] = i * 10 + j;
  for (j = 0; j < 10; j++) {
    s = 1;
#pragma xmp loop (i) on t[i][j] reduction(+:s)
    for (i = 0; i < 6; i++) { s += m[i][j]; cnt++; if (i / b != c0 || j % 2 != c1) err++; }
    /* owners of column j hold 1 + sum */
    if (j % 2 == c1 && c0 * b < 6 && s != 1 + 6 * j + 150) err++;
    tot += s;
  }
  for (j = 0; j < 10; j++) for (i = 0; i < 6; i++) if (j % 2 == c1 && i / b == c0) want++;
  if (cnt != want) err++;
  report("column-invariant", err);
  err = 0; cnt = 0; s = 0;
#pragma xmp loop (j) on t[4][j] reduction(+:s)
  for (j = 0; j < 10; j++) { s += m[4][j]; cnt++; }
  want = 0;
  for (j = 0; j < 10; j++) if (4 / b == c0 && j % 2 == c1) want++;
  if (cnt != want) err++;
  if (4 / b == c0 && s != 445) err++;
  report("row-const", err);
  return 0;
}
