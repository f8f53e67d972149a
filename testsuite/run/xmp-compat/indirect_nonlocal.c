// Subscripts of a global array are global indices wherever they come from (reference 3.2,
// 5.3; the reference implementation translates every subscript of an aligned array from the
// global index, not only the loop's own index, and leaves a full-shadow dimension at its
// global position). A CSR product that shifts its column indices to the node's local
// numbering (`p[colidx[k]]` after subtracting the first owned column) reads elements the node
// does not hold: at -O2 the indirect access is checked one by one and reported as at -O0
// (array, global index, owner, line, exit status 1), not read from wrong memory. With the
// global column indices, or with `shadow p[*]` and a reflect, the same product is right.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 2 %t global | FileCheck %s --check-prefix=OK
// RUN: %xmprun -n 1 %t local | FileCheck %s --check-prefix=OK
// RUN: %xmprun -n 2 %t.O0 global | FileCheck %s --check-prefix=OK
// RUN: %python %S/../xmp-check/Inputs/status.py timeout 60 %xmprun -n 2 %t local | FileCheck %s --check-prefix=BAD
// RUN: %python %S/../xmp-check/Inputs/status.py timeout 60 %xmprun -n 2 %t.O0 local | FileCheck %s --check-prefix=BAD0
// OK: PASS
// BAD-NOT: PASS
// BAD0-NOT: PASS
#include <stdio.h>
#include <string.h>
#include <xmp.h>

#define N 16
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double x[N], y[N];
#pragma xmp align x[i] with t[i]
#pragma xmp align y[i] with t[i]

int main(int argc, char **argv) {
  int local = argc > 1 && !strcmp(argv[1], "local");
  int first = 0, last = 0, ok = 1;
  static int rowstr[N + 1], colidx[2 * N];
  xmp_array_gcllbound(xmp_desc_of(x), 1, &first);
  xmp_array_gclubound(xmp_desc_of(x), 1, &last);
  /* Row j of the (block-diagonal) matrix: columns j and the mirror of j in the node's block. */
  int n = 0;
  for (int j = 0; j < N; j++) {
    rowstr[j] = n;
    if (j < first || j > last)
      continue;
    colidx[n++] = j - (local ? first : 0);
    colidx[n++] = first + last - j - (local ? first : 0);
  }
  rowstr[N] = n;
#pragma xmp loop on t[i]
  for (int i = 0; i < N; i++)
    x[i] = i;
#pragma xmp loop on t[j]
  for (int j = 0; j < N; j++) {
    double s = 0;
    for (int k = rowstr[j]; k < rowstr[j + 1]; k++)
      // BAD: xmp: node 1: error: x[0] is not local to node 1 (neither owned nor in its shadow; its owner is node 0) at {{.*}}indirect_nonlocal.c:[[#@LINE+2]]
      // BAD0: xmp: node 1: error: element [0] of a global array is not local to node 1 (neither owned nor in its shadow; its owner is node 0) at {{.*}}indirect_nonlocal.c:[[#@LINE+1]]
      s += x[colidx[k]];
    y[j] = s;
  }
#pragma xmp loop on t[j] reduction(min:ok)
  for (int j = 0; j < N; j++)
    if (y[j] != j + (first + last - j))
      ok = 0;
  if (xmpc_node_num() == 0)
    printf("%s\n", ok ? "PASS" : "ERROR");
  return !ok;
}
// BAD: exit status 1
// BAD0: exit status 1
