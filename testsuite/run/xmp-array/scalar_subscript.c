// `array on` a template section with scalar subscripts (reference 2.1: a scalar subscript
// drops that dimension): a row `t2[r][:]` with a run-time r and a column `t2[1:3][2]` of a
// [block][cyclic] template on a 2-D node array; every owner checks its elements.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK 0
#include <stdio.h>
#include <xmp.h>
#define N 13
#pragma xmp nodes q[*][2]
#pragma xmp template t2[6][N]
#pragma xmp distribute t2[block][cyclic] onto q
double m[6][N];
#pragma xmp align m[i][j] with t2[i][j]
int main(void){
  int bad = 0;
#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < 6; i++) for (int j = 0; j < N; j++) m[i][j] = 0;
  int r = 4;
#pragma xmp array on t2[r][:]
  m[r][:] = 9.0;
#pragma xmp array on t2[1:3][2]
  m[1:3][2] = -1.0;
#pragma xmp loop (i, j) on t2[i][j] reduction(+:bad)
  for (int i = 0; i < 6; i++) for (int j = 0; j < N; j++) {
    double w = i == 4 ? 9.0 : ((i >= 1 && i <= 3 && j == 2) ? -1.0 : 0.0);
    if (m[i][j] != w) bad++;
  }
  if (xmpc_node_num() == 0) printf("%s %d\n", bad ? "FAIL" : "OK", bad);
  return 0;
}
