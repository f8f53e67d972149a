// Transformational procedures on a 2-D node array q[*][2]: block x block, cyclic x block and
// gblock operands of xmp_transpose and xmp_matmul, an array replicated along one node-array
// dimension (aligned with a template dimension it does not use) as source and as result, and
// xmp_gather / xmp_sort_up / xmp_pack with 1-D arrays distributed over one dimension of q.
// Results are copied to local arrays with gmove and compared with serial computations.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK transpose-bb-cb
// CHECK: OK transpose-to-replicated
// CHECK: OK matmul-bb
// CHECK: OK matmul-replicated-operand
// CHECK: OK gather-replicated-index
// CHECK: OK sort-row-distributed
// CHECK: OK pack-replicated
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>

#pragma xmp nodes q[*][2]

#define M 9
#define K 5
#define N 7

static void report(const char *what, int ok) {
#pragma xmp reduction (min: ok)
  if (xmp_node_num() == 1) printf("%s %s\n", ok ? "OK" : "FAIL", what);
}

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static double la[M][K], lb[K][N], lt[K][M], lx[M][N], want[M][N];

int main(void) {
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
#pragma xmp template ta[M][K]
#pragma xmp distribute ta[block][block] onto q
#pragma xmp template tt[K][M]
#pragma xmp distribute tt[cyclic][block] onto q
    double a[M][K], t[K][M];
#pragma xmp align a[i][j] with ta[i][j]
#pragma xmp align t[i][j] with tt[i][j]
#pragma xmp gmove
    a[:][:] = la[:][:];
    xmp_transpose(t[:][:], a[:][:], 0);
#pragma xmp gmove
    lt[:][:] = t[:][:];
    int ok = 1;
    for (int i = 0; i < M; i++)
      for (int k = 0; k < K; k++) ok &= lt[k][i] == la[i][k];
    report("transpose-bb-cb", ok);
  }
  {
    /* t is distributed over dimension 1 of q and replicated over dimension 0 */
#pragma xmp template ta[M][K]
#pragma xmp distribute ta[cyclic][cyclic] onto q
#pragma xmp template tr[M][K]
#pragma xmp distribute tr[block][block] onto q
    double a[M][K], t[K][M];
#pragma xmp align a[i][j] with ta[i][j]
#pragma xmp align t[i][*] with tr[*][i]
#pragma xmp gmove
    a[:][:] = la[:][:];
    xmp_transpose(t[:][:], a[:][:], 0);
    int ok = 1;
#pragma xmp loop (k) on tr[*][k]
    for (int k = 0; k < K; k++)
      for (int i = 0; i < M; i++) ok &= t[k][i] == la[i][k];
    report("transpose-to-replicated", ok);
  }
  {
    int P1 = 2, mm[2], s = 0; /* gblock over the second dimension of q */
    for (int k = 0; k < P1; k++) { mm[k] = k % 2 ? 0 : 2 + k; s += mm[k]; }
    mm[P1 - 1] += N - s;
#pragma xmp template tx[M][N]
#pragma xmp distribute tx[block][gblock(mm)] onto q
#pragma xmp template ta[M][K]
#pragma xmp distribute ta[cyclic][block] onto q
#pragma xmp template tb[K][N]
#pragma xmp distribute tb[block][cyclic(2)] onto q
    double x[M][N], a[M][K], b[K][N];
#pragma xmp align x[i][j] with tx[i][j]
#pragma xmp align a[i][j] with ta[i][j]
#pragma xmp align b[i][j] with tb[i][j]
#pragma xmp gmove
    a[:][:] = la[:][:];
#pragma xmp gmove
    b[:][:] = lb[:][:];
    xmp_matmul(x[:][:], a[:][:], b[:][:]);
#pragma xmp gmove
    lx[:][:] = x[:][:];
    int ok = 1;
    for (int i = 0; i < M; i++)
      for (int j = 0; j < N; j++) ok &= lx[i][j] == want[i][j];
    report("matmul-bb", ok);
  }
  {
    /* b replicated over dimension 0 of q (rows whole, columns block over dimension 1) */
#pragma xmp template tx[M][N]
#pragma xmp distribute tx[block][block] onto q
    double x[M][N], b[K][N];
#pragma xmp align x[i][j] with tx[i][j]
#pragma xmp align b[*][j] with tx[*][j]
#pragma xmp loop (j) on tx[*][j]
    for (int j = 0; j < N; j++)
      for (int k = 0; k < K; k++) b[k][j] = lb[k][j];
    xmp_matmul(x[:][:], la[:][:], b[:][:]);
#pragma xmp gmove
    lx[:][:] = x[:][:];
    int ok = 1;
    for (int i = 0; i < M; i++)
      for (int j = 0; j < N; j++) ok &= lx[i][j] == want[i][j];
    report("matmul-replicated-operand", ok);
  }
  {
    /* 1-D arrays aligned with one dimension of a 2-D template: replicated over the other */
#pragma xmp template t2[M * N][M * N]
#pragma xmp distribute t2[block][cyclic] onto q
    double a[M * N], x[M * N];
    int idx[M * N];
#pragma xmp align a[i] with t2[i][*]
#pragma xmp align x[i] with t2[*][i]
#pragma xmp align idx[i] with t2[*][i]
    static double src[M * N], res[M * N];
    static int li[M * N];
    for (int k = 0; k < M * N; k++) {
      src[k] = k * 3 + 1;
      li[k] = (k * 5 + 2) % (M * N);
    }
#pragma xmp gmove
    a[:] = src[:];
#pragma xmp gmove
    idx[:] = li[:];
    xmp_gather(x[:], a[:], idx[:]);
#pragma xmp gmove
    res[:] = x[:];
    int ok = 1;
    for (int k = 0; k < M * N; k++) ok &= res[k] == src[li[k]];
    report("gather-replicated-index", ok);
  }
  {
#pragma xmp template t1[61][61]
#pragma xmp distribute t1[cyclic][block] onto q
    int a[61], b[61];
#pragma xmp align a[i] with t1[i][*]
#pragma xmp align b[i] with t1[*][i]
    static int in[61], sorted[61], res[61];
    for (int k = 0; k < 61; k++) in[k] = sorted[k] = (k * 37) % 23 - 11;
    qsort(sorted, 61, sizeof(int), cmp_int);
#pragma xmp gmove
    b[:] = in[:];
    xmp_sort_up(a[:], b[:]);
#pragma xmp gmove
    res[:] = a[:];
    int ok = 1;
    for (int k = 0; k < 61; k++) ok &= res[k] == sorted[k];
    report("sort-row-distributed", ok);
  }
  {
#pragma xmp template t1[40][40]
#pragma xmp distribute t1[block][cyclic(3)] onto q
    int a[40], v[40];
    _Bool m[40];
#pragma xmp align a[i] with t1[*][i]
#pragma xmp align m[i] with t1[*][i]
#pragma xmp align v[i] with t1[i][*]
    static int in[40], res[40];
    static _Bool lm[40];
    for (int k = 0; k < 40; k++) { in[k] = k * k; lm[k] = k % 4 == 1; }
#pragma xmp gmove
    a[:] = in[:];
#pragma xmp gmove
    m[:] = lm[:];
#pragma xmp gmove
    v[:] = 0;
    xmp_pack(v[:], a[:], m[:]);
#pragma xmp gmove
    res[:] = v[:];
    int j = 0, ok = 1;
    for (int k = 0; k < 40; k++)
      if (lm[k]) ok &= res[j++] == in[k];
    for (; j < 40; j++) ok &= res[j] == 0;
    report("pack-replicated", ok);
  }
  return 0;
}
