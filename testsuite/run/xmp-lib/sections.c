// Transformational procedures on sections that are not whole arrays: steps, a negative step
// and subscripted dimensions (2.1), on cyclic(2) arrays; elements outside the sections keep
// their values.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK strided-sort
// CHECK: OK row-gather
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[12]
#pragma xmp distribute t[cyclic(2)] onto p
int a[12], b[12];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
int main(void) {
  int l[12] = {5, 9, 1, 7, 3, 11, 0, 2, 8, 4, 6, 10}, r[12];
#pragma xmp gmove
  b[:] = l[:];
#pragma xmp gmove
  a[:] = -1;
  xmp_sort_up(a[0:6:2], b[11:6:-2]);  /* b[11], b[9], .., b[1] = 10,4,2,11,7,9 */
#pragma xmp gmove
  r[:] = a[:];
  int ok = r[0] == 2 && r[2] == 4 && r[4] == 7 && r[6] == 9 && r[8] == 10 && r[10] == 11 && r[1] == -1;
#pragma xmp reduction (min: ok)
  if (xmpc_node_num() == 0) printf("%s strided-sort\n", ok ? "OK" : "FAIL");
  {
    /* gather into one row of a 2-D cyclic array from a row of another, reversed */
#pragma xmp template t2[4][12]
#pragma xmp distribute t2[*][cyclic] onto p
    int g[4][12], x[4][12], lx[4][12], lg[4][12], idx[12];
#pragma xmp align g[i][j] with t2[i][j]
#pragma xmp align x[i][j] with t2[i][j]
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 12; j++) lg[i][j] = i * 100 + j;
    for (int j = 0; j < 12; j++) idx[j] = 11 - j;
#pragma xmp gmove
    g[:][:] = lg[:][:];
#pragma xmp gmove
    x[:][:] = 0;
    xmp_gather(x[2][:], g[1][:], idx[:]);
#pragma xmp gmove
    lx[:][:] = x[:][:];
    int ok2 = 1;
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 12; j++) ok2 &= lx[i][j] == (i == 2 ? 100 + 11 - j : 0);
#pragma xmp reduction (min: ok2)
    if (xmpc_node_num() == 0) printf("%s row-gather\n", ok2 ? "OK" : "FAIL");
  }
  return 0;
}
