// The combined declarative directive (reference 1.4): template + distribute for several
// templates, align + shadow for several arrays, in the parenthesised (Fortran-order) and the
// bracketed (C-order) attribute forms, at file and block scope; compared with the serial
// results. The XIR must equal that of the separate directives.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmpcc -emit-xir %s -o - | FileCheck %s --check-prefix=XIR
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// XIR: template #0 t1[(const.i32 0) size (const.i32 17)] distribute[block] onto p
// XIR: template #1 t2[(const.i32 0) size (const.i32 31)] distribute[block] onto p
// XIR: template #2 tm[(const.i32 0) size (const.i32 9)][(const.i32 0) size (const.i32 5)] distribute[cyclic((const.i32 1))][*] onto p
// XIR: template #3 tb[(const.i32 0) size (const.i32 6)][(const.i32 0) size (const.i32 11)] distribute[block][*] onto p in @main
// XIR: array #0 a global @{{[0-9]+}}[17] with t1 [t0 + (const.i32 0)] shadow [(const.i32 1):(const.i32 1)]
// XIR: array #1 b global @{{[0-9]+}}[17] with t1 [t0 + (const.i32 0)] shadow [(const.i32 1):(const.i32 1)]
// XIR: array #2 c global @{{[0-9]+}}[31] with t2 [t0 + (const.i32 0)]
// XIR: array #3 m global @{{[0-9]+}}[9][5] with tm [t0 + (const.i32 0)] [t1 + (const.i32 0)]
// XIR: array #4 q local %{{[0-9]+}} in @main[6][11] with tb [t0 + (const.i32 0)] [t1 + (const.i32 0)] shadow [(const.i32 2):(const.i32 1)] [(const.i32 0):(const.i32 0)]
// CHECK: PASS combined-1d
// CHECK: PASS combined-2d
// CHECK: PASS combined-block
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]
#pragma xmp template, distribute(block) onto p :: t1[17], t2[31]
#pragma xmp template, distribute(*, cyclic) onto p :: tm(0:4, 0:8)
double a[17], b[17], c[31];
int m[9][5];
#pragma xmp align(i) with t1(i), shadow(1) :: a, b
#pragma xmp align [i] with t2[i] :: c
#pragma xmp align(j, i) with tm(j, i) :: m

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

/* Whether this node owns an element of a block template of n elements. */
static int owns(int n) { return xmpc_node_num() * ((n + xmp_num_nodes() - 1) / xmp_num_nodes()) < n; }

int main(void) {
  int i, j, err = 0;
  double s = 0;
#pragma xmp loop on t1[i]
  for (i = 0; i < 17; i++) {
    a[i] = i;
    b[i] = 2 * i;
  }
#pragma xmp loop on t1[i] reduction(+ : s)
  for (i = 0; i < 17; i++) s += a[i] + b[i];
  /* Nodes owning no element of the loop's template keep their value (reference 6.3.5). */
  err += s != (owns(17) ? 3.0 * 17 * 16 / 2 : 0);
  s = 0;
#pragma xmp loop on t2[i]
  for (i = 0; i < 31; i++) c[i] = i * i;
#pragma xmp loop on t2[i] reduction(+ : s)
  for (i = 0; i < 31; i++) s += c[i];
  err += s != (owns(31) ? 30.0 * 31 * 61 / 6 : 0);
  report("combined-1d", err);
  long t = 0;
#pragma xmp loop (i, j) on tm(j, i)
  for (i = 0; i < 9; i++)
    for (j = 0; j < 5; j++) m[i][j] = 10 * i + j;
#pragma xmp loop (i, j) on tm(j, i) reduction(+ : t)
  for (i = 0; i < 9; i++)
    for (j = 0; j < 5; j++) t += m[i][j];
  report("combined-2d", t != 5 * 360 + 9 * 10);
  {
#pragma xmp template, distribute[block][*] onto p :: tb[6][11]
    float q[6][11];
#pragma xmp align[i][j] with tb[i][j], shadow[2:1][0] :: q
    t = 0;
#pragma xmp loop (i, j) on tb[i][j]
    for (i = 0; i < 6; i++)
      for (j = 0; j < 11; j++) q[i][j] = i + j;
#pragma xmp loop (i, j) on tb[i][j] reduction(+ : t)
    for (i = 0; i < 6; i++)
      for (j = 0; j < 11; j++) t += q[i][j];
    report("combined-block", t != (owns(6) ? 11 * 15 + 6 * 55 : 0));
  }
  return 0;
}
