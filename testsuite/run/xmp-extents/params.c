// Aligned pointer parameters (reference 8) with run-time shapes and the collectives on them:
// a dummy of a file-scope template with run-time extents, a dummy of a template fixed by
// template_fix (reference 4.6), a dummy whose trailing extent is a parameter (`int w[][m]`,
// with the caller's shadow re-declared), `reduction` and `bcast` of a replicated aligned array passed
// as a parameter (`reduction(+:w) on g`), and `reduction`/`bcast` of variable-length arrays.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS dummy-runtime-template
// CHECK: PASS dummy-template-fix
// CHECK: PASS dummy-vla-extent
// CHECK: PASS replicated-param-reduction
// CHECK: PASS replicated-param-bcast
// CHECK: PASS vla-reduction
// CHECK: PASS vla-bcast
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>

int n = 29;
int cols = 7;

#pragma xmp nodes p[*]
#pragma xmp nodes g[*][1]
#pragma xmp template t[n]
#pragma xmp distribute t[cyclic(2)] onto p
double a[n];
#pragma xmp align a[i] with t[i]

#pragma xmp template tf[:]
#pragma xmp distribute tf[block] onto p

// Rows over the nodes of g's first dimension; a column-indexed array is replicated there.
#pragma xmp template tq[16][cols]
#pragma xmp distribute tq[block][block] onto g

#pragma xmp template t2[n][cols]
#pragma xmp distribute t2[block][*] onto p
int g2[n][cols];
#pragma xmp align g2[i][j] with t2[i][j]
#pragma xmp shadow g2[1][0]

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

// The dummy's extent comes from the template: n elements.
static double sum_dummy(double *u) {
#pragma xmp align u[i] with t[i]
  double s = 0;
#pragma xmp loop on t[i]
  for (int i = 0; i < n; i++) s += u[i];
#pragma xmp reduction(+ : s)
  return s;
}

static long fill_fixed(int *v, int len) {
#pragma xmp align v[i] with tf[i]
  long s = 0;
#pragma xmp loop on tf[i]
  for (int i = 0; i < len; i++) v[i] = 3 * i;
#pragma xmp loop on tf[i]
  for (int i = 0; i < len; i++) s += v[i];
  // Over all nodes (a node owning no iteration keeps its value in a loop reduction).
#pragma xmp reduction(+ : s)
  return s;
}

static long sum_vla_dummy(int mm, int w[][mm]) {
#pragma xmp align w[i][j] with t2[i][j]
#pragma xmp shadow w[1][0]
  long s = 0;
#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < mm; j++) s += w[i][j];
#pragma xmp reduction(+ : s)
  return s;
}

// Each node adds its number into w, then the copies along g's first dimension are summed.
static int reduce_param(double *w, int P) {
#pragma xmp align w[j] with tq[*][j]
  for (int j = 0; j < cols; j++) w[j] = xmp_node_num() * (j + 1);
#pragma xmp reduction(+ : w) on g
  int err = 0;
  for (int j = 0; j < cols; j++) err += w[j] != (j + 1) * P * (P + 1) / 2.0;
  return err;
}

static int bcast_param(double *w, int P) {
#pragma xmp align w[j] with tq[*][j]
  for (int j = 0; j < cols; j++) w[j] = xmp_node_num() * 100 + j;
#pragma xmp bcast (w) from g[P - 1][0] on g
  int err = 0;
  for (int j = 0; j < cols; j++) err += w[j] != P * 100 + j;
  return err;
}

static int vla(int len, int P) {
  long v[len];
  double m[len][3];
  for (int i = 0; i < len; i++) {
    v[i] = xmp_node_num() + i;
    for (int k = 0; k < 3; k++) m[i][k] = xmp_node_num() == 1 ? i * 3 + k : -1;
  }
#pragma xmp reduction(+ : v)
#pragma xmp bcast (m)
  int err = 0;
  for (int i = 0; i < len; i++) {
    err += v[i] != P * (P + 1) / 2 + (long)P * i;
    for (int k = 0; k < 3; k++) err += m[i][k] != i * 3 + k;
  }
  return err;
}

int main(void) {
  int P = xmp_num_nodes();
#pragma xmp loop on t[i]
  for (int i = 0; i < n; i++) a[i] = i;
  report("dummy-runtime-template", sum_dummy(a) != n * (n - 1) / 2.0);

  int len = 10 + P;
#pragma xmp template_fix tf[len]
  int *v;
#pragma xmp align v[i] with tf[i]
  v = (int *)xmp_malloc(xmp_desc_of(v), len);
  long want = 3L * len * (len - 1) / 2;
  report("dummy-template-fix", fill_fixed(v, len) != want);

#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < cols; j++) g2[i][j] = i * cols + j;
  report("dummy-vla-extent", sum_vla_dummy(cols, g2) != (long)n * cols * (n * cols - 1) / 2);

  double row[7];
#pragma xmp align row[j] with tq[*][j]
  report("replicated-param-reduction", reduce_param(row, P));
  report("replicated-param-bcast", bcast_param(row, P));
  report("vla-reduction", vla(9 + P, P) != 0);
  report("vla-bcast", vla(3, P) != 0);
  return 0;
}
