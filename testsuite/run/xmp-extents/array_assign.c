// Array assignments (reference 2.2, `array on`) and gmove with whole-dimension sections
// (`a[:]`) on aligned arrays of run-time extents: a file-scope array declared with run-time
// sizes and a block-scope VLA; the sections without a length take the run-time extent.
// RUN: %xmpcc -O0 %s -o %t.O0 2>/dev/null
// RUN: %xmpcc -O2 %s -o %t.O2 2>/dev/null
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS file-scope-2d
// CHECK: PASS block-vla-2d
// CHECK: PASS block-vla-1d-gmove
#include <stdio.h>
#include <xmp.h>

int n = 12, m = 5;
#pragma xmp nodes p[*]
#pragma xmp template t[n][m]
#pragma xmp distribute t[block][*] onto p
int a[n][m];
#pragma xmp align a[i][j] with t[i][j]
#pragma xmp template t1[n]
#pragma xmp distribute t1[block] onto p
double b[n];
#pragma xmp align b[i] with t1[i]

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

static long vla_2d(int k) {
#pragma xmp template tl[k][k + 1]
#pragma xmp distribute tl[*][cyclic] onto p
  long c[k][k + 1];
#pragma xmp align c[i][j] with tl[i][j]
#pragma xmp array on tl[:][:]
  c[:][:] = 3;
#pragma xmp array on tl[1:2][:]
  c[1:2][:] = 0;
  long s = 0;
#pragma xmp loop (i, j) on tl[i][j]
  for (int i = 0; i < k; i++)
    for (int j = 0; j < k + 1; j++) s += c[i][j];
#pragma xmp reduction(+ : s)
  return s;
}

static double vla_gmove(int k) {
#pragma xmp template tl[k]
#pragma xmp distribute tl[cyclic] onto p
  double c[k];
#pragma xmp align c[i] with tl[i]
#pragma xmp array on tl[:]
  c[:] = 7;
#pragma xmp gmove
  b[0:k] = c[:];
  double s = 0;
#pragma xmp loop on t1[i]
  for (int i = 0; i < n; i++) s += b[i];
#pragma xmp reduction(+ : s)
  return s;
}

int main(void) {
#pragma xmp array on t[:][:]
  a[:][:] = 2;
#pragma xmp array on t[2:5][1:3]
  a[2:5][1:3] = 9;
  int s = 0;
#pragma xmp loop (i) on t[i][*]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) s += a[i][j];
#pragma xmp reduction(+ : s)
  report("file-scope-2d", s != 2 * n * m + 5 * 3 * 7);
  report("block-vla-2d", vla_2d(6) != 3 * (6 * 7 - 2 * 7));
#pragma xmp array on t1[:]
  b[:] = 1;
  report("block-vla-1d-gmove", vla_gmove(n - 2) != 7 * (n - 2) + 2);
  return 0;
}
