// The older parenthesis subscript style (reference 1.3) in every directive that takes it:
// `nodes q(2,*)`, `template t(0:19,0:9)` and `t1(1:23)`, `distribute t(cyclic(2),block)`,
// `align a[i][j] with t(j,i)` (reversed dimension order: t's first dimension is a's last),
// `loop (j, i) on t(j, i)`, `task on q(1,1)` (1-based node subscripts). Every node checks
// that it runs exactly the iterations its coordinates own, and reductions are compared with
// the serial values. q(2,*) needs an even node count.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS paren-2d
// CHECK: PASS paren-1d
// CHECK: PASS paren-task
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p(*)
#pragma xmp nodes q(2,*)
#pragma xmp template t(0:19,0:9)
#pragma xmp template t1(1:23)
#pragma xmp distribute t(cyclic(2),block) onto q
#pragma xmp distribute t1(block) onto p
double a[10][20];
#pragma xmp align a[i][j] with t(j,i)
int b[23];
#pragma xmp align b[i] with t1(i+1)
static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmpc_node_num() == 0) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}
int main(void) {
  int i, j, err = 0, P = xmp_num_nodes(), me = xmpc_all_node_num();
  double s = 0, w = 0;
  long cnt = 0, want = 0;
  /* q(2,*) is q[P/2][2]: q(k1,k2) is node k1 + 2*k2 (0-based here). t(0:19,0:9) is
     t[10][20]: its first written dimension (20 indices, cyclic(2)) goes onto q's first
     written dimension (2 nodes), the second (10 indices, block) onto P/2 nodes. */
  int q1 = me % 2, q2 = me / 2, Q2 = P / 2, bs = (10 + Q2 - 1) / Q2;
#pragma xmp loop (j, i) on t(j, i)
  for (i = 0; i < 10; i++)
    for (j = 0; j < 20; j++) {
      if ((j / 2) % 2 != q1 || i / bs != q2) err++;
      a[i][j] = i * 20 + j; cnt++;
    }
#pragma xmp loop (j, i) on t(j, i) reduction(+:s, w)
  for (i = 0; i < 10; i++)
    for (j = 0; j < 20; j++) { s += a[i][j]; w += a[i][j] * (i + 1); }
  double sw = 0, ww = 0;
  for (i = 0; i < 10; i++) for (j = 0; j < 20; j++) { sw += i * 20 + j; ww += (i*20+j)*(i+1.0); }
  for (i = 0; i < 10; i++)
    for (j = 0; j < 20; j++) want += (j / 2) % 2 == q1 && i / bs == q2;
  if (s != sw || w != ww || cnt != want) err++;
  report("paren-2d", err);
  err = 0; s = 0;
#pragma xmp loop (i) on t1(i+1)
  for (i = 0; i < 23; i++) b[i] = i;
#pragma xmp loop on t1(i+1) reduction(+:s)
  for (i = 0; i < 23; i++) s += b[i];
  if (s != 253) err++;
  report("paren-1d", err);
  err = 0;
#pragma xmp task on q(1, 1)
  { if (me != 0) err++; }
#pragma xmp task on q(2, 1)
  { if (P > 1 && me != 1) err++; }
  report("paren-task", err);
  return 0;
}
