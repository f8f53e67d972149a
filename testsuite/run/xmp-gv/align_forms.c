// Global view, naive lowering: collapsed (`a[i][*]`) and replicated (`t[*][j]`) alignment,
// colon pairing in the parenthesis form, and element accesses outside loops (the owner of an
// element writes it under a task; every node reads its replica of a replicated array).
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS collapse
// CHECK: PASS replicate
// CHECK: PASS colon-paren
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]
#pragma xmp nodes g(1, *)
#pragma xmp template t[10]
#pragma xmp distribute t[cyclic] onto p
#pragma xmp template t2(6, 4)
#pragma xmp template t3(0:5, 0:3)
#pragma xmp distribute t3(cyclic, block) onto g
#pragma xmp distribute t2(*, block) onto p
double c[10][3];
#pragma xmp align c[i][*] with t[i]
int r[6];
#pragma xmp align r[j] with t2(j + 1, *)
long h[4][6];
#pragma xmp align h[:][:] with t3(:, :)

static void report(const char *what, double got, double want) {
  if (xmp_node_num() == 1)
    printf("%s %s (got %g, want %g)\n", got == want ? "PASS" : "FAIL", what, got, want);
}

int main(void) {
  int i, j;
  double s = 0, want = 0;
  for (i = 0; i < 10; i++)
    for (j = 0; j < 3; j++) want += i * 3 + j;
#pragma xmp loop on t[i]
  for (i = 0; i < 10; i++)
    for (j = 0; j < 3; j++) c[i][j] = i * 3 + j;
#pragma xmp loop on t[i] reduction(+:s)
  for (i = 0; i < 10; i++)
    for (j = 0; j < 3; j++) s += c[i][j];
  report("collapse", s, want);

  // r is replicated along t2's block dimension: every node holds all of it.
  for (j = 0; j < 6; j++) r[j] = 7 * j;
  int rs = 0;
  for (j = 0; j < 6; j++) rs += r[j];
  // Every node computed the same sum from its own replica.
#pragma xmp reduction (+:rs)
  report("replicate", rs, 105.0 * xmp_num_nodes());

  long hs = 0, hw = 0;
  for (i = 0; i < 4; i++)
    for (j = 0; j < 6; j++) hw += i * 6 + j;
#pragma xmp loop (i, j) on t3(j, i)
  for (i = 0; i < 4; i++)
    for (j = 0; j < 6; j++) h[i][j] = i * 6 + j;
#pragma xmp loop (i, j) on t3(j, i) reduction(+:hs)
  for (i = 0; i < 4; i++)
    for (j = 0; j < 6; j++) hs += h[i][j];
  report("colon-paren", hs, hw);
  return 0;
}
