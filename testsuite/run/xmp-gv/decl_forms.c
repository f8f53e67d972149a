// Declaration forms of reference 4.2-4.5 not covered elsewhere: a parenthesis template with
// a lower bound (`t(1:20)`) and an align offset onto it, a full shadow (`shadow a[*]`), a
// combined directive (`template, distribute(...) onto p :: tb[17]`) at block scope, and an
// array of lower rank than its template replicated along the other dimension
// (`align r[j] with t2[*][j]`) used by a loop with a constant on-clause subscript.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS paren-lower
// CHECK: PASS combined-block
// CHECK: PASS replicated-lower-rank
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t(1:20)
#pragma xmp distribute t(cyclic(3)) onto p
double a[20];
#pragma xmp align a[i] with t(i+1)
#pragma xmp shadow a[*]
#pragma xmp template t2[6][10]
#pragma xmp distribute t2[*][block] onto p
int r[10];
#pragma xmp align r[j] with t2[*][j]
static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmpc_node_num() == 0) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}
int main(void) {
  int i, err = 0; double s = 0;
  int me = xmpc_node_num(), np = xmp_num_nodes();
#pragma xmp loop on t(i+1)
  for (i = 0; i < 20; i++) a[i] = i;
#pragma xmp loop on t(i+1) reduction(+:s)
  for (i = 0; i < 20; i++) s += a[i];
  /* Nodes owning no element of t(1:20) keep their value (reference 6.3.5). */
  if (s != (3 * me < 20 ? 190 : 0)) err++;
  report("paren-lower", err);
  err = 0; s = 0;
  {
#pragma xmp template, distribute(block) onto p :: tb[17]
    long v[17];
#pragma xmp align (i) with tb(i) :: v
#pragma xmp loop on tb[i]
    for (i = 0; i < 17; i++) v[i] = i * 2;
#pragma xmp loop on tb[i] reduction(+:s)
    for (i = 0; i < 17; i++) s += v[i];
    if (s != (me * ((17 + np - 1) / np) < 17 ? 272 : 0)) err++;
  }
  report("combined-block", err);
  err = 0; s = 0;
#pragma xmp loop on t2[0][i]
  for (i = 0; i < 10; i++) r[i] = i;
#pragma xmp loop on t2[0][i] reduction(+:s)
  for (i = 0; i < 10; i++) s += r[i];
  if (s != (me * ((10 + np - 1) / np) < 10 ? 45 : 0)) err++;
  report("replicated-lower-rank", err);
  return 0;
}
