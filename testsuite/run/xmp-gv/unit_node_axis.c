// Node arrays that name every axis of a decomposition and set the unused ones to 1
// (`nodes n(1, 1, *)`, the style of real 3-D codes): a `block` template dimension onto an axis
// of extent 1 is held whole, and codegen uses the constant allocated extent as its stride (the
// stencil rows differ by constant offsets). The results equal a serial computation, with
// asymmetric shadows and a reflect, at -O0 (no localization) and -O2.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 7 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// The -O2 sweep reads no run-time stride from the array's dimension map (field 4, byte 32):
// RUN: %xmpcc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// CHECK: PASS unit-axis stencil
// IR-LABEL: define {{.*}}@sweep(
// IR-NOT: getelementptr inbounds nuw i8, ptr %{{[0-9]+}}, i64 32{{$}}
// IR: ret void
#include <stdio.h>
#include <xmp.h>
#define NI 37
#define NJ 11
#define NK 13
#pragma xmp nodes n(1, 1, *)
#pragma xmp template t(0:NK-1, 0:NJ-1, 0:NI-1)
#pragma xmp distribute t(block, block, block) onto n
double u[NI][NJ][NK], v[NI][NJ][NK];
#pragma xmp align u[k][j][i] with t(i, j, k)
#pragma xmp align v[k][j][i] with t(i, j, k)
#pragma xmp shadow u[1:2][1][0:1]
static double su[NI][NJ][NK], sv[NI][NJ][NK];

static double f(int i, int j, int k) { return i * 0.5 + j * 3.0 - k * 0.25 + (i * j % 7); }

void sweep(void) {
#pragma xmp loop (k, j, i) on t(k, j, i)
  for (int i = 1; i < NI - 2; i++)
    for (int j = 1; j < NJ - 1; j++)
      for (int k = 0; k < NK - 1; k++)
        v[i][j][k] = u[i - 1][j][k] + 2 * u[i + 2][j][k] + u[i][j - 1][k] - u[i][j + 1][k] +
                     u[i][j][k + 1];
}

int main(void) {
#pragma xmp loop (k, j, i) on t(k, j, i)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) {
        u[i][j][k] = f(i, j, k);
        v[i][j][k] = 0;
      }
#pragma xmp reflect (u)
  sweep();
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) su[i][j][k] = f(i, j, k);
  for (int i = 1; i < NI - 2; i++)
    for (int j = 1; j < NJ - 1; j++)
      for (int k = 0; k < NK - 1; k++)
        sv[i][j][k] = su[i - 1][j][k] + 2 * su[i + 2][j][k] + su[i][j - 1][k] -
                      su[i][j + 1][k] + su[i][j][k + 1];
  int bad = 0;
#pragma xmp loop (k, j, i) on t(k, j, i) reduction (+:bad)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) bad += v[i][j][k] != sv[i][j][k];
  if (xmp_node_num() == 1) printf("%s unit-axis stencil (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
  return 0;
}
