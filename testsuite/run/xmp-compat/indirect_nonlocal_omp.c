// Indirect subscripts of a global array (`x[colidx[k]]`) in hybrid XMP + OpenMP loops are
// checked as in plain XMP loops, with the work in OpenMP's outlined functions on several
// threads: `omp parallel for` after or before `xmp loop` (the localized nest is outlined), an
// `omp parallel for` inside the XMP loop's body, and a subscript from a local that an OpenMP
// region or an `omp atomic read` sets. Column indices shifted to the node's local
// numbering read elements the node does not hold: the job reports the first such access
// (array, global index, owner, line) and exits 1; with global indices the product is right.
// RUN: %xmpcc -O2 -fopenmp %s -o %t
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 2 %t after global | FileCheck %s --check-prefix=OK
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 2 %t before global | FileCheck %s --check-prefix=OK
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 2 %t inside global | FileCheck %s --check-prefix=OK
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %python %S/../xmp-check/Inputs/status.py timeout 60 %xmprun -n 2 %t after local | FileCheck %s --check-prefixes=BAD,AFTER
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %python %S/../xmp-check/Inputs/status.py timeout 60 %xmprun -n 2 %t before local | FileCheck %s --check-prefixes=BAD,BEFORE
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %python %S/../xmp-check/Inputs/status.py timeout 60 %xmprun -n 2 %t inside local | FileCheck %s --check-prefixes=BAD,INSIDE
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 2 %t region global | FileCheck %s --check-prefix=OK
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %python %S/../xmp-check/Inputs/status.py timeout 60 %xmprun -n 2 %t region local | FileCheck %s --check-prefixes=BAD,REGION
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 2 %t atomic global | FileCheck %s --check-prefix=OK
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %python %S/../xmp-check/Inputs/status.py timeout 60 %xmprun -n 2 %t atomic local | FileCheck %s --check-prefixes=BAD,ATOMIC
// OK: PASS
// BAD-NOT: PASS
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
static int rowstr[N + 1], colidx[2 * N];

int main(int argc, char **argv) {
  if (argc < 3)
    return 2;
  const char *form = argv[1];
  int local = !strcmp(argv[2], "local");
  int first = 0, last = 0, ok = 1;
  xmp_array_gcllbound(xmp_desc_of(x), 1, &first);
  xmp_array_gclubound(xmp_desc_of(x), 1, &last);
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
  if (!strcmp(form, "after")) {
#pragma xmp loop on t[j]
#pragma omp parallel for
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = rowstr[j]; k < rowstr[j + 1]; k++)
        // AFTER: xmp: node 1: error: x[0] is not local to node 1 (neither owned nor in its shadow; its owner is node 0) at {{.*}}indirect_nonlocal_omp.c:[[#@LINE+1]]
        s += x[colidx[k]];
      y[j] = s;
    }
  } else if (!strcmp(form, "before")) {
#pragma omp parallel for
#pragma xmp loop on t[j]
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = rowstr[j]; k < rowstr[j + 1]; k++) {
        int c = colidx[k];
        // BEFORE: xmp: node 1: error: x[0] is not local to node 1 (neither owned nor in its shadow; its owner is node 0) at {{.*}}indirect_nonlocal_omp.c:[[#@LINE+1]]
        s += x[c];
      }
      y[j] = s;
    }
  } else if (!strcmp(form, "region")) {
    /* The column comes from a local that an OpenMP region (outlined) sets. */
#pragma xmp loop on t[j]
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = rowstr[j]; k < rowstr[j + 1]; k++) {
        int c = 0;
#pragma omp parallel
#pragma omp single
        c = colidx[k];
        // REGION: xmp: node 1: error: x[0] is not local to node 1 (neither owned nor in its shadow; its owner is node 0) at {{.*}}indirect_nonlocal_omp.c:[[#@LINE+1]]
        s += x[c];
      }
      y[j] = s;
    }
  } else if (!strcmp(form, "atomic")) {
#pragma xmp loop on t[j]
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = rowstr[j]; k < rowstr[j + 1]; k++) {
        int c;
#pragma omp atomic read
        c = colidx[k];
        // ATOMIC: xmp: node 1: error: x[0] is not local to node 1 (neither owned nor in its shadow; its owner is node 0) at {{.*}}indirect_nonlocal_omp.c:[[#@LINE+1]]
        s += x[c];
      }
      y[j] = s;
    }
  } else {
#pragma xmp loop on t[j]
    for (int j = 0; j < N; j++) {
      double s = 0;
#pragma omp parallel for reduction(+: s)
      for (int k = rowstr[j]; k < rowstr[j + 1]; k++)
        // INSIDE: xmp: node 1: error: {{.*}} is not local to node 1 (neither owned nor in its shadow; its owner is node 0) at {{.*}}indirect_nonlocal_omp.c:[[#@LINE+1]]
        s += x[colidx[k]];
      y[j] = s;
    }
  }
#pragma xmp loop on t[j] reduction(min: ok)
  for (int j = 0; j < N; j++)
    if (y[j] != j + (first + last - j))
      ok = 0;
  if (xmpc_node_num() == 0)
    printf("%s\n", ok ? "PASS" : "ERROR");
  return !ok;
}
// BAD: exit status 1
