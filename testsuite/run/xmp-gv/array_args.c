// Global arrays as values and as function arguments (reference 2.4, 2.6, 8): the name of a
// global array is this node's local section (a plain C function sees only the local block,
// shadow included), a callee that re-declares the mapping with `align` on its parameter works
// on the caller's storage with global indices, and xmp_desc_of gives descriptors that the
// inquiry procedures (xmp_array_*, xmp_align_*, xmp_template_*, xmp_dist_*, xmp_nodes_*) take.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS local-view
// CHECK: PASS dummy-fill
// CHECK: PASS dummy-sum
// CHECK: PASS dummy-2d
// CHECK: PASS desc-array
// CHECK: PASS desc-template
// CHECK: PASS desc-nodes
#include <stdio.h>
#include <xmp.h>

#define N 27
#define R 10
#define C 6

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double a[N];
#pragma xmp align a[i] with t[i]
#pragma xmp shadow a[1]
#pragma xmp template t2[R][C]
#pragma xmp distribute t2[block][*] onto p
long m[R][C];
#pragma xmp align m[i][j] with t2[i][j]

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

/* Plain C: sees the local block; element l + 1 (after the lower shadow) is owned index l. */
static double local_sum(const double *blk, int n) {
  double s = 0;
  int l;
  for (l = 0; l < n; l++) s += blk[l + 1];
  return s;
}

/* A dummy global array: the same mapping, re-declared in the callee. */
static void fill(double x[N], double v) {
#pragma xmp nodes q[*] = *
#pragma xmp template tq[N]
#pragma xmp distribute tq[block] onto q
#pragma xmp align x[i] with tq[i]
#pragma xmp shadow x[1]
  int i;
#pragma xmp loop on tq[i]
  for (i = 0; i < N; i++) x[i] = v * i;
}

static double sum(double x[N]) {
#pragma xmp nodes q[*] = *
#pragma xmp template tq[N]
#pragma xmp distribute tq[block] onto q
#pragma xmp align x[i] with tq[i]
#pragma xmp shadow x[1]
  int i;
  double s = 0;
#pragma xmp loop on tq[i] reduction(+ : s)
  for (i = 0; i < N; i++) s += x[i];
  return s;
}

static void fill2(long y[R][C]) {
#pragma xmp nodes q[*] = *
#pragma xmp template tq[R][C]
#pragma xmp distribute tq[block][*] onto q
#pragma xmp align y[i][j] with tq[i][j]
  int i, j;
#pragma xmp loop (i, j) on tq[i][j]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) y[i][j] = 100 * i + j;
}

int main(void) {
  int i, j, err = 0, P = xmp_num_nodes(), me = xmp_node_num() - 1;
  int b = (N + P - 1) / P, lo = me * b, n = N - lo < b ? N - lo : b;
  if (n < 0) n = 0;

#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) a[i] = i + 1;
  {
    double want = 0, got = n > 0 ? local_sum(a, n) : 0;
    for (i = lo; i < lo + n; i++) want += i + 1;
    err = got != want;
    /* &a[i] on the owner is the element's local address. */
#pragma xmp loop on t[i]
    for (i = 0; i < N; i++)
      if (*&a[i] != i + 1) err++;
    report("local-view", err);
  }

  fill(a, 2.0);
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++)
    if (a[i] != 2.0 * i) err++;
  report("dummy-fill", err);
  /* A node owning no element keeps s = 0 (reference 6.3.5). */
  report("dummy-sum", sum(a) != (n > 0 ? 2.0 * N * (N - 1) / 2 : 0));

  fill2(m);
  err = 0;
#pragma xmp loop (i, j) on t2[i][j]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++)
      if (m[i][j] != 100 * i + j) err++;
  report("dummy-2d", err);

  {
    xmp_desc_t d = xmp_desc_of(a), dt, dn;
    int v, ls, us, lsz = -1, ax, off, ub;
    void *la = 0;
    err = 0;
    if (xmp_array_ndims(d, &v) != 0 || v != 1) err++;
    if (xmp_array_lshadow(d, 1, &ls) != 0 || ls != 1) err++;
    if (xmp_array_ushadow(d, 1, &us) != 0 || us != 1) err++;
    if (xmp_array_lsize(d, 1, &lsz) != 0 || lsz != n) err++;
    if (xmp_array_ubound(d, 1, &ub) != 0 || ub != N - 1) err++;
    if (xmp_array_laddr(d, &la) != 0 || (n > 0 && la != (void *)a)) err++;
    if (xmp_align_axis(d, 1, &ax) != 0 || ax != 1) err++;
    if (xmp_align_offset(d, 1, &off) != 0 || off != 0) err++;
    if (xmp_align_template(d, &dt) != 0 || dt != xmp_desc_of(t)) err++;
    report("desc-array", err);
    err = 0;
    if (xmp_template_fixed(dt, &v) != 0 || !v) err++;
    if (xmp_template_ndims(dt, &v) != 0 || v != 1) err++;
    if (xmp_template_ubound(dt, 1, &v) != 0 || v != N - 1) err++;
    if (xmp_dist_format(dt, 1, &v) != 0 || v != XMP_BLOCK) err++;
    if (xmp_dist_blocksize(dt, 1, &v) != 0 || v != b) err++;
    if (xmp_dist_nodes(dt, &dn) != 0) err++;
    report("desc-template", err);
    err = 0;
    if (xmp_nodes_ndims(xmp_desc_of(p), &v) != 0 || v != 1) err++;
    if (xmp_nodes_size(xmp_desc_of(p), 1, &v) != 0 || v != P) err++;
    if (xmp_nodes_index(xmp_desc_of(p), 1, &v) != 0 || v != me + 1) err++;
    if (xmp_nodes_ndims(dn, &v) != 0 || v != 1) err++;
    report("desc-nodes", err);
  }
  return 0;
}
