// Bracket templates with a base (`t[2:10]` = indices 2..11) and template_fix with one bracket
// pair per format (-Wxmp-compat): ownership follows the base, loops run each index once.
// RUN: %xmpcc -O2 %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t | FileCheck %s -DN=6 --implicit-check-not=FAIL %}
// WARN: warning: 'base:length' in a bracket-form template dimension
// CHECK: PASS on [[N]] nodes
#include <stdlib.h>
#include "../xmp/Inputs/check.h"

#pragma xmp nodes p[*]
#pragma xmp template t[2:10]
#pragma xmp distribute t[block] onto p

int main(void) {
  int P = xmp_num_nodes();
  /* Indices 2..11: 10 of them, block-distributed from index 2. */
  int mine = 0, lo = 1 << 30, hi = -1;
#pragma xmp loop (i) on t[i] reduction(+: mine)
  for (int i = 2; i < 12; i++) {
    mine++;
    lo = i < lo ? i : lo;
    hi = i > hi ? i : hi;
  }
  int b = (10 + P - 1) / P, me = xmpc_node_num();
  /* A node owning none of the indices keeps its own value (reference 6.3.5). */
  EXPECT_EQ(mine, me * b < 10 ? 10 : 0);
  if (me * b < 10) {
    EXPECT_EQ(lo, 2 + me * b);
    EXPECT_EQ(hi, 2 + (me * b + b < 10 ? me * b + b : 10) - 1);
  }
  EXPECT_EQ(xmp_template_lbound(xmp_desc_of(t), 1, &lo), 0);
  EXPECT_EQ(lo, 2);

  /* template_fix with a base and one bracket pair per format. */
  int n = 3 * P + 1, m = 7;
  int *map = malloc(sizeof(int) * P);
  for (int k = 0; k < P; k++)
    map[k] = m / P + (k < m % P);
#pragma xmp nodes q[*]
#pragma xmp template u[:][:]
#pragma xmp distribute u[*][gblock(*)] onto q
#pragma xmp template_fix[*][gblock(map)] u[1:n][m]
  int rows = 0, cols = 0;
#pragma xmp loop (i, j) on u[i][j] reduction(+: rows, cols)
  for (int i = 1; i <= n; i++)
    for (int j = 0; j < m; j++) {
      rows += j == 0;
      cols += i == 1;
    }
  EXPECT_EQ(rows, n);
  EXPECT_EQ(cols, m);
  free(map);
  return xmp_test_finish();
}
