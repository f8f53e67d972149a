// xmp_gather and xmp_scatter (reference 10.7; C 0-based indices): 1-D and 2-D sources and
// results, index arrays mapped like the result (gather) or the source (scatter) and also
// mapped differently, block / cyclic / cyclic(w) / gblock / local arrays, a struct element
// type, sizes not divisible by the node count. Results are copied to local arrays with gmove
// and compared with a serial computation by every node.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK gather-1d
// CHECK: OK gather-2d
// CHECK: OK gather-local-idx
// CHECK: OK gather-into-local
// CHECK: OK scatter-1d
// CHECK: OK scatter-2d
// CHECK: OK scatter-from-local
// CHECK: OK gather-struct
// CHECK: OK gather-in-place
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]

#define N 23
#define R 5
#define C 7

typedef struct {
  int k;
  double v;
} pair;

static void report(const char *what, int ok) {
#pragma xmp reduction (min: ok)
  if (xmp_node_num() == 1) printf("%s %s\n", ok ? "OK" : "FAIL", what);
}

/* Distinct values in 0..n-1 for k < n (11 is coprime to 23 and 35). */
static int perm(int k, int n) { return (k * 11 + 3) % n; }

int main(void) {
  int P = xmp_num_nodes();
  static double lsrc[N], lres[N];
  static int lidx[N], li2[N], lj2[N];
  static double l2[R][C], lres2[R][C];
  for (int k = 0; k < N; k++) {
    lsrc[k] = k * 1.5 + 1;
    lidx[k] = perm(k, N);
  }
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) l2[i][j] = i * 10 + j;
  for (int k = 0; k < N; k++) {
    int f = perm(k, R * C);
    li2[k] = f / C;
    lj2[k] = f % C;
  }
  {
    /* gather: x (cyclic) from a (block) through idx (cyclic, like x). */
#pragma xmp template tb[N]
#pragma xmp template tc[N]
#pragma xmp distribute tb[block] onto p
#pragma xmp distribute tc[cyclic] onto p
    double a[N], x[N];
    int idx[N];
#pragma xmp align a[i] with tb[i]
#pragma xmp align x[i] with tc[i]
#pragma xmp align idx[i] with tc[i]
#pragma xmp gmove
    a[:] = lsrc[:];
#pragma xmp gmove
    idx[:] = lidx[:];
    xmp_gather(x[:], a[:], idx[:]);
#pragma xmp gmove
    lres[:] = x[:];
    int ok = 1;
    for (int k = 0; k < N; k++) ok &= lres[k] == lsrc[lidx[k]];
    report("gather-1d", ok);
  }
  {
    /* gather from a 2-D cyclic(2) x block array with two index arrays of another mapping
       (block) than x (cyclic(3)). */
#pragma xmp template t2[R][C]
#pragma xmp distribute t2[cyclic(2)][*] onto p
#pragma xmp template tx[N]
#pragma xmp distribute tx[cyclic(3)] onto p
#pragma xmp template ti[N]
#pragma xmp distribute ti[block] onto p
    double a[R][C], x[N];
    long i2[N], j2[N];
#pragma xmp align a[i][j] with t2[i][j]
#pragma xmp align x[i] with tx[i]
#pragma xmp align i2[i] with ti[i]
#pragma xmp align j2[i] with ti[i]
    long tmp[N];
#pragma xmp gmove
    a[:][:] = l2[:][:];
    for (int k = 0; k < N; k++) tmp[k] = li2[k];
#pragma xmp gmove
    i2[:] = tmp[:];
    for (int k = 0; k < N; k++) tmp[k] = lj2[k];
#pragma xmp gmove
    j2[:] = tmp[:];
    xmp_gather(x[:], a[:][:], i2[:], j2[:]);
#pragma xmp gmove
    lres[:] = x[:];
    int ok = 1;
    for (int k = 0; k < N; k++) ok &= lres[k] == l2[li2[k]][lj2[k]];
    report("gather-2d", ok);
  }
  {
    /* local index array, gblock source, block result */
    int mm[8], s = 0;
    for (int k = 0; k < P; k++) { mm[k] = (k % 3 == 1) ? 0 : 1 + k; s += mm[k]; }
    mm[P - 1] += N - s;
#pragma xmp template tg[N]
#pragma xmp distribute tg[gblock(mm)] onto p
#pragma xmp template tb[N]
#pragma xmp distribute tb[block] onto p
    double a[N], x[N];
#pragma xmp align a[i] with tg[i]
#pragma xmp align x[i] with tb[i]
#pragma xmp gmove
    a[:] = lsrc[:];
    xmp_gather(x[:], a[:], lidx[:]);
#pragma xmp gmove
    lres[:] = x[:];
    int ok = 1;
    for (int k = 0; k < N; k++) ok &= lres[k] == lsrc[lidx[k]];
    report("gather-local-idx", ok);
  }
  {
    /* gather into a local result from a cyclic source */
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto p
    double a[N];
#pragma xmp align a[i] with tc[i]
#pragma xmp gmove
    a[:] = lsrc[:];
    xmp_gather(lres[:], a[:], lidx[:]);
    int ok = 1;
    for (int k = 0; k < N; k++) ok &= lres[k] == lsrc[lidx[k]];
    report("gather-into-local", ok);
  }
  {
    /* scatter: x (block) from a (cyclic(2)) through idx (cyclic(2), like a) */
#pragma xmp template tb[N]
#pragma xmp template tc[N]
#pragma xmp distribute tb[block] onto p
#pragma xmp distribute tc[cyclic(2)] onto p
    double a[N], x[N];
    int idx[N];
#pragma xmp align x[i] with tb[i]
#pragma xmp align a[i] with tc[i]
#pragma xmp align idx[i] with tc[i]
#pragma xmp gmove
    a[:] = lsrc[:];
#pragma xmp gmove
    idx[:] = lidx[:];
    xmp_scatter(x[:], a[:], idx[:]);
#pragma xmp gmove
    lres[:] = x[:];
    int ok = 1;
    for (int k = 0; k < N; k++) ok &= lres[lidx[k]] == lsrc[k];
    report("scatter-1d", ok);
  }
  {
    /* scatter into a 2-D array distributed [*][cyclic] from a block array (35 targets, 23
       written: the rest keeps its value) */
#pragma xmp template t2[R][C]
#pragma xmp distribute t2[*][cyclic] onto p
#pragma xmp template tb[N]
#pragma xmp distribute tb[block] onto p
    double x[R][C], a[N];
    int i2[N], j2[N];
#pragma xmp align x[i][j] with t2[i][j]
#pragma xmp align a[i] with tb[i]
#pragma xmp align i2[i] with tb[i]
#pragma xmp align j2[i] with tb[i]
#pragma xmp gmove
    x[:][:] = -1.0;
#pragma xmp gmove
    a[:] = lsrc[:];
#pragma xmp gmove
    i2[:] = li2[:];
#pragma xmp gmove
    j2[:] = lj2[:];
    xmp_scatter(x[:][:], a[:], i2[:], j2[:]);
#pragma xmp gmove
    lres2[:][:] = x[:][:];
    static double w2[R][C];
    for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++) w2[i][j] = -1;
    for (int k = 0; k < N; k++) w2[li2[k]][lj2[k]] = lsrc[k];
    int ok = 1;
    for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++) ok &= lres2[i][j] == w2[i][j];
    report("scatter-2d", ok);
  }
  {
    /* scatter from local arrays into a cyclic array */
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto p
    double x[N];
#pragma xmp align x[i] with tc[i]
    xmp_scatter(x[:], lsrc[:], lidx[:]);
#pragma xmp gmove
    lres[:] = x[:];
    int ok = 1;
    for (int k = 0; k < N; k++) ok &= lres[lidx[k]] == lsrc[k];
    report("scatter-from-local", ok);
  }
  {
    /* structs move as bytes */
#pragma xmp template tb[N]
#pragma xmp distribute tb[block] onto p
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto p
    pair a[N], x[N];
    int idx[N];
#pragma xmp align a[i] with tb[i]
#pragma xmp align x[i] with tc[i]
#pragma xmp align idx[i] with tc[i]
#pragma xmp loop on tb[i]
    for (int i = 0; i < N; i++) {
      a[i].k = i;
      a[i].v = i * 0.25;
    }
#pragma xmp gmove
    idx[:] = lidx[:];
    xmp_gather(x[:], a[:], idx[:]);
    int ok = 1;
#pragma xmp loop on tc[i]
    for (int i = 0; i < N; i++) ok &= x[i].k == lidx[i] && x[i].v == lidx[i] * 0.25;
    report("gather-struct", ok);
  }
  {
    /* the result is also the source */
#pragma xmp template tb[N]
#pragma xmp distribute tb[block] onto p
    double a[N];
#pragma xmp align a[i] with tb[i]
#pragma xmp gmove
    a[:] = lsrc[:];
    xmp_gather(a[:], a[:], lidx[:]);
#pragma xmp gmove
    lres[:] = a[:];
    int ok = 1;
    for (int k = 0; k < N; k++) ok &= lres[k] == lsrc[lidx[k]];
    report("gather-in-place", ok);
  }
  return 0;
}
