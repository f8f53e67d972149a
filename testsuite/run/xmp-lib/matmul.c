// xmp_matmul (reference 10.7): x = a * b with block, cyclic, cyclic(w), gblock and local
// operands on a 1-D node array, double, float and int elements, sizes not divisible by the
// node count. Results are copied to local arrays with gmove and compared with a serial
// product (exact: small integer-valued operands).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK matmul-block-rows
// CHECK: OK matmul-cyclic-cols
// CHECK: OK matmul-gblock-local
// CHECK: OK matmul-int-local-result
// CHECK: OK matmul-float-cyclic2
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]

#define M 9
#define K 7
#define N 10

static void report(const char *what, int ok) {
#pragma xmp reduction (min: ok)
  if (xmp_node_num() == 1) printf("%s %s\n", ok ? "OK" : "FAIL", what);
}

static double la[M][K], lb[K][N], want[M][N], lx[M][N];

static int same(void) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      if (lx[i][j] != want[i][j]) return 0;
  return 1;
}

int main(void) {
  int P = xmp_num_nodes();
  for (int i = 0; i < M; i++)
    for (int k = 0; k < K; k++) la[i][k] = (i * 3 + k) % 5 - 2;
  for (int k = 0; k < K; k++)
    for (int j = 0; j < N; j++) lb[k][j] = (k * 2 + j * 7) % 9 - 4;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < K; k++) s += la[i][k] * lb[k][j];
      want[i][j] = s;
    }
  {
#pragma xmp template tm[M][N]
#pragma xmp distribute tm[block][*] onto p
#pragma xmp template tk[K][N]
#pragma xmp distribute tk[cyclic][*] onto p
#pragma xmp template ta[M][K]
#pragma xmp distribute ta[block][*] onto p
    double x[M][N], a[M][K], b[K][N];
#pragma xmp align x[i][j] with tm[i][j]
#pragma xmp align a[i][j] with ta[i][j]
#pragma xmp align b[i][j] with tk[i][j]
#pragma xmp gmove
    a[:][:] = la[:][:];
#pragma xmp gmove
    b[:][:] = lb[:][:];
    xmp_matmul(x[:][:], a[:][:], b[:][:]);
#pragma xmp gmove
    lx[:][:] = x[:][:];
    report("matmul-block-rows", same());
  }
  {
#pragma xmp template tm[M][N]
#pragma xmp distribute tm[*][cyclic] onto p
#pragma xmp template ta[M][K]
#pragma xmp distribute ta[*][block] onto p
    double x[M][N], a[M][K];
#pragma xmp align x[i][j] with tm[i][j]
#pragma xmp align a[i][j] with ta[i][j]
#pragma xmp gmove
    a[:][:] = la[:][:];
    xmp_matmul(x[:][:], a[:][:], lb[:][:]);
#pragma xmp gmove
    lx[:][:] = x[:][:];
    report("matmul-cyclic-cols", same());
  }
  {
    int mm[8], s = 0;
    for (int k = 0; k < P; k++) { mm[k] = (k % 3 == 1) ? 0 : 1; s += mm[k]; }
    mm[P - 1] += M - s;
#pragma xmp template tm[M][N]
#pragma xmp distribute tm[gblock(mm)][*] onto p
    double x[M][N];
#pragma xmp align x[i][j] with tm[i][j]
    xmp_matmul(x[:][:], la[:][:], lb[:][:]);
#pragma xmp gmove
    lx[:][:] = x[:][:];
    report("matmul-gblock-local", same());
  }
  {
    static int ia[M][K], ib[K][N], ix[M][N];
    for (int i = 0; i < M; i++)
      for (int k = 0; k < K; k++) ia[i][k] = (int)la[i][k];
#pragma xmp template tk[K][N]
#pragma xmp distribute tk[block][*] onto p
    int b[K][N];
#pragma xmp align b[i][j] with tk[i][j]
    for (int k = 0; k < K; k++)
      for (int j = 0; j < N; j++) ib[k][j] = (int)lb[k][j];
#pragma xmp gmove
    b[:][:] = ib[:][:];
    xmp_matmul(ix[:][:], ia[:][:], b[:][:]);
    int ok = 1;
    for (int i = 0; i < M; i++)
      for (int j = 0; j < N; j++) ok &= ix[i][j] == (int)want[i][j];
    report("matmul-int-local-result", ok);
  }
  {
    static float fa[M][K], fb[K][N], fx[M][N];
    for (int i = 0; i < M; i++)
      for (int k = 0; k < K; k++) fa[i][k] = (float)la[i][k];
    for (int k = 0; k < K; k++)
      for (int j = 0; j < N; j++) fb[k][j] = (float)lb[k][j];
#pragma xmp template tm[M][N]
#pragma xmp distribute tm[cyclic(2)][*] onto p
#pragma xmp template ta[M][K]
#pragma xmp distribute ta[*][cyclic(3)] onto p
    float x[M][N], a[M][K];
#pragma xmp align x[i][j] with tm[i][j]
#pragma xmp align a[i][j] with ta[i][j]
#pragma xmp gmove
    a[:][:] = fa[:][:];
    xmp_matmul(x[:][:], a[:][:], fb[:][:]);
#pragma xmp gmove
    fx[:][:] = x[:][:];
    int ok = 1;
    for (int i = 0; i < M; i++)
      for (int j = 0; j < N; j++) ok &= fx[i][j] == (float)want[i][j];
    report("matmul-float-cyclic2", ok);
  }
  return 0;
}
