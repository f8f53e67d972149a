// Global arrays with fewer subscripts than their rank (reference 2.4): `m[i]` of a rank-2
// array aligned `m[i][*]` is the local address of row i, usable as a plain pointer where the
// row is local (inside `loop on t[i]`), also passed to a plain C function; `c3[i]` and
// `c3[i][1]` of a rank-3 array. The address of a row this node does not hold is meaningless
// but legal to form; storing into an element this node does not hold stops the job naming
// the line (naive addressing checks ownership).
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %xmpcc -O0 -DNOT_LOCAL %s -o %t.bad
// RUN: not %xmprun -n 2 %t.bad > %t.bad.out 2>&1
// RUN: FileCheck %s --check-prefix=BAD < %t.bad.out
// CHECK: PASS row-2d
// CHECK: PASS row-3d
// BAD: xmp: node 1: error: element [0][0] of a global array is not local to node 1{{.*}}global_rows.c:[[#@LINE+23]]
#include <stdio.h>
#include <xmp.h>
#define R 13
#define C 6
#pragma xmp nodes p[*]
#pragma xmp template t[R]
#pragma xmp distribute t[block] onto p
double m[R][C];
#pragma xmp align m[i][*] with t[i]
int c3[R][4][3];
#pragma xmp align c3[i][*][*] with t[i]

static double rowsum(const double *r, int n) { double s = 0; int j; for (j = 0; j < n; j++) s += r[j] * (j + 1); return s; }
static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmpc_node_num() == 0) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

int main(void) {
  int i, j, k, err = 0;
  double s = 0, w = 0;
#ifdef NOT_LOCAL
  m[0][0] = 1; /* forming &m[0][0] is legal anywhere; this store is not */

#endif
#pragma xmp loop on t[i]
  for (i = 0; i < R; i++) {
    double *row = m[i];
    for (j = 0; j < C; j++) row[j] = i * 10 + j;
  }
#pragma xmp loop on t[i] reduction(+:s)
  for (i = 0; i < R; i++) s += rowsum(m[i], C);
  for (i = 0; i < R; i++) for (j = 0; j < C; j++) w += (i * 10 + j) * (j + 1.0);
  /* A node owning no row keeps its value (reference 6.3.5). */
  int owns = xmpc_node_num() * ((R + xmp_num_nodes() - 1) / xmp_num_nodes()) < R;
  if (s != (owns ? w : 0)) err++;
#pragma xmp loop on t[i]
  for (i = 0; i < R; i++) for (j = 0; j < C; j++) if (m[i][j] != i * 10 + j) err++;
  report("row-2d", err);
  err = 0;
  long ls = 0, lw = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < R; i++) {
    int (*plane)[3] = c3[i];
    int *r1 = c3[i][1];
    for (j = 0; j < 4; j++) for (k = 0; k < 3; k++) plane[j][k] = i * 100 + j * 10 + k;
    if (r1[2] != i * 100 + 12) err++;
  }
#pragma xmp loop on t[i] reduction(+:ls)
  for (i = 0; i < R; i++) for (j = 0; j < 4; j++) for (k = 0; k < 3; k++) ls += c3[i][j][k] * (k + 1);
  for (i = 0; i < R; i++) for (j = 0; j < 4; j++) for (k = 0; k < 3; k++) lw += (i * 100 + j * 10 + k) * (k + 1);
  if (ls != (owns ? lw : 0)) err++;
  report("row-3d", err);
  return 0;
}
