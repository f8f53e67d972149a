// Global arrays shared between translation units compiled separately (reference 8): `a` is
// defined here and declared `extern` with the same template/distribute/align in the other
// unit, `b` and the xmp_malloc'ed `dyn` the other way round; the unit without main has its
// own file-scope template and array too. The defining unit creates and allocates each array
// under a linkable descriptor symbol, and a unit without main gets its start-up code run by
// the main unit. Every node checks the values written by the other unit through the loop and
// the inquiry procedures.
// RUN: %xmpcc -O2 -c %S/Inputs/extern_array_lib.c -o %t.lib.o
// RUN: %xmpcc -O0 -c %S/Inputs/extern_array_lib.c -o %t.lib0.o
// RUN: %xmpcc -O2 -c %s -o %t.main.o
// RUN: %xmpcc -O2 %t.main.o %t.lib.o -o %t
// RUN: %xmpcc -O0 %s %t.lib0.o -o %t.O0
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// A plain-C main unit would never create the other unit's data: a link error says why.
// RUN: not %xmpcc %S/Inputs/plain_main.c %t.lib.o -o %t.plain 2>&1 | FileCheck %s --check-prefix=PLAIN
// PLAIN: undefined reference to `xmp_program_main_must_include_xmp_h'
// CHECK: PASS extern-a
// CHECK: PASS lsize-a
// CHECK: PASS extern-b
// CHECK: PASS lib-only-c
// CHECK: PASS extern-dyn
#include <stdio.h>
#include <xmp.h>
#define N 29
#define M 11
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template t2[M][N]
#pragma xmp distribute t2[*][cyclic(2)] onto p
double a[N];
#pragma xmp align a[i] with t[i]
#pragma xmp shadow a[1]
extern long b[M][N];
#pragma xmp align b[j][i] with t2[j][i]
extern double *dyn;
#pragma xmp align dyn[i] with t[i]

void lib_fill(void);
double lib_sum_a(void);
long lib_sum_c(void);
int lib_lsize_a(void);

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmpc_node_num() == 0) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

int main(void) {
  int i, j, err = 0, n = -1;
  double s = 0, want = 0;
  lib_fill();
  for (i = 0; i < N; i++) want += 2.0 * i + 1;
#pragma xmp loop on t[i] reduction(+ : s)
  for (i = 0; i < N; i++) {
    if (a[i] != 2.0 * i + 1) err++;
    s += a[i];
  }
  if (s != want || lib_sum_a() != want) err++;
  report("extern-a", err);

  err = 0;
  xmp_array_lsize(xmp_desc_of(a), 1, &n);
  if (n != lib_lsize_a()) err++;
  report("lsize-a", err);

  err = 0;
  long ls = 0, lw = 0;
  for (j = 0; j < M; j++)
    for (i = 0; i < N; i++) lw += (100L * j + i) * (i + 1);
#pragma xmp loop (j, i) on t2[j][i] reduction(+ : ls)
  for (j = 0; j < M; j++)
    for (i = 0; i < N; i++) ls += b[j][i] * (i + 1);
  if (ls != lw) err++;
  report("extern-b", err);

  err = 0;
  lw = 0;
  for (i = 0; i < N; i++) lw += i * i;
  if (lib_sum_c() != lw) err++;
  report("lib-only-c", err);

  /* dyn is defined by the other unit and allocated here. */
  err = 0;
  dyn = (double *)xmp_malloc(xmp_desc_of(dyn), N);
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) dyn[i] = a[i] * 3;
  s = 0;
#pragma xmp loop on t[i] reduction(+ : s)
  for (i = 0; i < N; i++) s += dyn[i];
  if (s != 3 * want) err++;
  report("extern-dyn", err);
  return 0;
}
