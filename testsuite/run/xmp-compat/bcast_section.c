// bcast of array sections (`bcast (a[2:5])`, -Wxmp-compat): only the section's elements
// change; also a row section of a 2-D array and whole variables in the same directive.
// RUN: %xmpcc -O2 %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// WARN: warning: an array section in 'bcast' is not XMP/C 1.4; the standard form broadcasts whole variables [-Wxmp-compat]
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#pragma xmp nodes p[*]
int g[12];

int main(void) {
  int me = xmpc_node_num();
  int a[10], x = me;
  double m[4][6];
  for (int i = 0; i < 10; i++)
    a[i] = me * 100 + i;
  for (int i = 0; i < 12; i++)
    g[i] = me;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 6; j++)
      m[i][j] = me + i * 10 + j;
#pragma xmp bcast (a[2:5], m[1][3:2], x) from p[1]
#pragma xmp bcast (g[6:])
  for (int i = 0; i < 10; i++)
    EXPECT_EQ(a[i], (i >= 2 && i < 7 ? 1 : me) * 100 + i);
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 6; j++)
      EXPECT(m[i][j] == (i == 1 && j >= 3 && j < 5 ? 1 : me) + i * 10 + j);
  EXPECT_EQ(x, 1);
  for (int i = 0; i < 12; i++)
    EXPECT_EQ(g[i], i >= 6 ? 0 : me);
  return xmp_test_finish();
}
