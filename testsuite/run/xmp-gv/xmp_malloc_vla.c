// Dynamic global arrays through a pointer to a VLA (`double (*v)[m][k]`, reference 2.5):
// template_fix with run-time extents, xmp_malloc with all of them, the trailing dimensions
// addressed through the descriptor (not the C row length); also a file-scope pointer to
// array whose second dimension is the distributed one. Reductions are compared with the
// serial values on the owners; nodes that own nothing keep their values (reference 6.3.5).
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS ptr-array-dim1
// CHECK: PASS vla-3d
// CHECK: PASS vla-3d
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#define NY 7
#pragma xmp template tf[:][:]
#pragma xmp distribute tf[*][cyclic(2)] onto p
float (*fa)[NY];
#pragma xmp align fa[i][j] with tf[i][j]
static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmpc_node_num() == 0) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}
static void vla(int n, int m, int k) {
#pragma xmp template t[:][:][:]
#pragma xmp distribute t[*][block][*] onto p
  double (*v)[m][k];
#pragma xmp align v[i][j][l] with t[i][j][l]
  int i, j, l, err = 0;
  double s = 0, w = 0;
#pragma xmp template_fix t[n][m][k]
  v = (double (*)[m][k])xmp_malloc(xmp_desc_of(v), n, m, k);
#pragma xmp loop (i, j, l) on t[i][j][l]
  for (i = 0; i < n; i++) for (j = 0; j < m; j++) for (l = 0; l < k; l++) v[i][j][l] = i * 100 + j * 10 + l;
#pragma xmp loop (i, j, l) on t[i][j][l] reduction(+:s)
  for (i = 0; i < n; i++) for (j = 0; j < m; j++) for (l = 0; l < k; l++) s += v[i][j][l] * (l + 1);
  for (i = 0; i < n; i++) for (j = 0; j < m; j++) for (l = 0; l < k; l++) w += (i * 100 + j * 10 + l) * (l + 1.0);
  /* A node owning no element of the block dimension keeps s (reference 6.3.5). */
  int owns = xmpc_node_num() * ((m + xmp_num_nodes() - 1) / xmp_num_nodes()) < m;
  if (s != (owns ? w : 0)) err++;
  report("vla-3d", err);
}
int main(void) {
  int i, j, err = 0, n = 13;
  double s = 0, w = 0;
#pragma xmp template_fix tf[n][NY]
  fa = (float (*)[NY])xmp_malloc(xmp_desc_of(fa), n, NY);
#pragma xmp loop (i, j) on tf[i][j]
  for (i = 0; i < n; i++) for (j = 0; j < NY; j++) fa[i][j] = i * 10 + j;
#pragma xmp loop (i, j) on tf[i][j] reduction(+:s)
  for (i = 0; i < n; i++) for (j = 0; j < NY; j++) s += fa[i][j] * (j + 1);
  for (i = 0; i < n; i++) for (j = 0; j < NY; j++) w += (i * 10 + j) * (j + 1.0);
  /* cyclic(2) over NY columns: a node owning none keeps s (reference 6.3.5). */
  if (s != (2 * xmpc_node_num() < NY ? w : 0)) err++;
  report("ptr-array-dim1", err);
  vla(9, 5, 6);
  vla(3, 2, 11);
  return 0;
}
