// xmp_sort_up / xmp_sort_down (reference 10.7) on block, cyclic, cyclic(w), gblock and local
// arrays of int, unsigned, double and float, with duplicates, negative values, all-equal
// values, and sizes not divisible by the node count (more nodes than elements in one case).
// Results are copied to local arrays with gmove and compared with a serial sort.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK sort-up-int-block-cyclic
// CHECK: OK sort-down-int-block-cyclic
// CHECK: OK sort-up-double-cyclic4-gblock
// CHECK: OK sort-down-float-local-block
// CHECK: OK sort-up-unsigned-block-local
// CHECK: OK sort-up-equal
// CHECK: OK sort-up-tiny
// CHECK: OK sort-desc-form
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>

#pragma xmp nodes p[*]

#define N 101

static void report(const char *what, int ok) {
#pragma xmp reduction (min: ok)
  if (xmp_node_num() == 1) printf("%s %s\n", ok ? "OK" : "FAIL", what);
}

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
static int cmp_dbl(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(void) {
  int P = xmp_num_nodes();
  static int li[N], ls[N], lr[N];
  static double ld[N], lsd[N], lrd[N];
  unsigned seed = 12345;
  for (int k = 0; k < N; k++) {
    seed = seed * 1103515245u + 12345u;
    li[k] = (int)((seed >> 8) % 61) - 30; /* duplicates and negatives */
    ld[k] = ((seed >> 4) % 1000) / 7.0 - 50.0;
  }
  for (int k = 0; k < N; k++) ls[k] = li[k];
  qsort(ls, N, sizeof(int), cmp_int);
  for (int k = 0; k < N; k++) lsd[k] = ld[k];
  qsort(lsd, N, sizeof(double), cmp_dbl);
  {
#pragma xmp template tb[N]
#pragma xmp template tc[N]
#pragma xmp distribute tb[block] onto p
#pragma xmp distribute tc[cyclic] onto p
    int a[N], b[N];
#pragma xmp align a[i] with tb[i]
#pragma xmp align b[i] with tc[i]
#pragma xmp gmove
    b[:] = li[:];
    xmp_sort_up(a[:], b[:]);
#pragma xmp gmove
    lr[:] = a[:];
    int ok = 1;
    for (int k = 0; k < N; k++) ok &= lr[k] == ls[k];
    report("sort-up-int-block-cyclic", ok);
    xmp_sort_down(a[:], b[:]);
#pragma xmp gmove
    lr[:] = a[:];
    ok = 1;
    for (int k = 0; k < N; k++) ok &= lr[k] == ls[N - 1 - k];
    report("sort-down-int-block-cyclic", ok);
  }
  {
    int mm[8], s = 0;
    for (int k = 0; k < P; k++) { mm[k] = (k % 3 == 1) ? 0 : 3 + 5 * k; s += mm[k]; }
    mm[P - 1] += N - s;
#pragma xmp template tc[N]
#pragma xmp template tg[N]
#pragma xmp distribute tc[cyclic(4)] onto p
#pragma xmp distribute tg[gblock(mm)] onto p
    double a[N], b[N];
#pragma xmp align a[i] with tc[i]
#pragma xmp align b[i] with tg[i]
#pragma xmp gmove
    b[:] = ld[:];
    xmp_sort_up(a[:], b[:]);
#pragma xmp gmove
    lrd[:] = a[:];
    int ok = 1;
    for (int k = 0; k < N; k++) ok &= lrd[k] == lsd[k];
    report("sort-up-double-cyclic4-gblock", ok);
  }
  {
    static float lf[N], lfr[N];
    for (int k = 0; k < N; k++) lf[k] = (float)ld[k];
#pragma xmp template tb[N]
#pragma xmp distribute tb[block] onto p
    float b[N];
#pragma xmp align b[i] with tb[i]
    xmp_sort_down(b[:], lf[:]);
#pragma xmp gmove
    lfr[:] = b[:];
    int ok = 1;
    for (int k = 0; k < N; k++) ok &= lfr[k] == (float)lsd[N - 1 - k];
    report("sort-down-float-local-block", ok);
  }
  {
    static unsigned lu[N], lur[N];
    for (int k = 0; k < N; k++) lu[k] = (unsigned)li[k]; /* negatives become large */
#pragma xmp template tb[N]
#pragma xmp distribute tb[block] onto p
    unsigned b[N];
#pragma xmp align b[i] with tb[i]
#pragma xmp gmove
    b[:] = lu[:];
    xmp_sort_up(lur[:], b[:]);
    int ok = 1;
    for (int k = 1; k < N; k++) ok &= lur[k - 1] <= lur[k];
    long s1 = 0, s2 = 0;
    for (int k = 0; k < N; k++) { s1 += lu[k]; s2 += lur[k]; }
    ok &= s1 == s2;
    /* the first value is the smallest non-negative input */
    unsigned mn = 0xffffffffu;
    for (int k = 0; k < N; k++) if (lu[k] < mn) mn = lu[k];
    ok &= lur[0] == mn;
    report("sort-up-unsigned-block-local", ok);
  }
  {
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto p
    int a[N], b[N];
#pragma xmp align a[i] with tc[i]
#pragma xmp align b[i] with tc[i]
#pragma xmp gmove
    b[:] = 7;
    xmp_sort_up(a[:], b[:]);
#pragma xmp gmove
    lr[:] = a[:];
    int ok = 1;
    for (int k = 0; k < N; k++) ok &= lr[k] == 7;
    report("sort-up-equal", ok);
  }
  {
    /* 3 elements over up to 8 nodes */
#pragma xmp template t3[3]
#pragma xmp distribute t3[block] onto p
    int a[3], b[3], r[3];
#pragma xmp align a[i] with t3[i]
#pragma xmp align b[i] with t3[i]
    int in[3] = {5, -2, 3};
#pragma xmp gmove
    b[:] = in[:];
    xmp_sort_up(a[:], b[:]);
#pragma xmp gmove
    r[:] = a[:];
    report("sort-up-tiny", r[0] == -2 && r[1] == 3 && r[2] == 5);
  }
  {
    /* Omni's descriptor form */
#pragma xmp template tb[N]
#pragma xmp distribute tb[block] onto p
    int a[N], b[N];
#pragma xmp align a[i] with tb[i]
#pragma xmp align b[i] with tb[i]
#pragma xmp gmove
    b[:] = li[:];
    xmp_sort_up(xmp_desc_of(a), xmp_desc_of(b));
#pragma xmp gmove
    lr[:] = a[:];
    int ok = 1;
    for (int k = 0; k < N; k++) ok &= lr[k] == ls[k];
    report("sort-desc-form", ok);
  }
  return 0;
}
