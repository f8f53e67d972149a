// `#pragma xmp` lines in an included header are macro-expanded with the macros defined at the
// point of inclusion, as in the main file: nodes, template, distribute, align, shadow, reflect
// and loop (with a reduction) all live in Inputs/header_pragmas.h, sized by N, W and SCALE from
// here. The header is included twice (its include guard must hold). Every node checks its own
// elements against the serial formula; sums are checked on every node.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// CHECK: PASS count 37
// CHECK: PASS elements
// CHECK: PASS sum
#include <stdio.h>
#include <xmp.h>

#define N 37
#define W 1
#define SCALE 2.0
#include "Inputs/header_pragmas.h"
#include "Inputs/header_pragmas.h"

int main(void) {
  int i, owned = 0, bad = 0, me = xmp_node_num();
  fill();
  double s = smooth_sum();
  /* Each template index is owned by exactly one node: the owned counts add up to N. */
#pragma xmp loop on t[i] reduction(+ : owned)
  for (i = 0; i < N; i++)
    owned++;
#pragma xmp loop on t[i] reduction(+ : bad)
  for (i = 0; i < N; i++) {
    double want = (i >= 1 && i < N - 1) ? SCALE * 3 * i : -1;
    if (b[i] != want) bad++;
  }
  double want_sum = 0;
  for (i = 1; i < N - 1; i++)
    want_sum += SCALE * 3 * i;
  int sum_ok = s == want_sum;
#pragma xmp reduction(min : sum_ok)
  if (me == 1) {
    printf("%s count %d\n", owned == N ? "PASS" : "FAIL", owned);
    printf("%s elements\n", bad ? "FAIL" : "PASS");
    printf("%s sum %g %g\n", sum_ok ? "PASS" : "FAIL", s, want_sum);
  }
  return 0;
}
