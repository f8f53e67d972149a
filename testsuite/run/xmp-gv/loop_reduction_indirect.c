// A loop reduction whose variable the body updates under another name: a global updated by
// a function the body calls, a local updated through a pointer, both together with direct
// updates. The result is the reduction of the variable itself (reference 6.3.5).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// CHECK: PASS callee
// CHECK: PASS pointer
// CHECK: PASS mixed
#include <stdio.h>
#include <xmp.h>
#define N 10
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double energy;
static void add_energy(int i) { energy += i; }

int main(void) {
  int i;
  energy = 0;
#pragma xmp loop on t[i] reduction(+: energy)
  for (i = 0; i < N; i++) add_energy(i);
  if (xmpc_node_num() == 0) printf("%s callee %g\n", energy == 45 ? "PASS" : "FAIL", energy);

  double s = 0, *ps = &s;
#pragma xmp loop on t[i] reduction(+: s)
  for (i = 0; i < N; i++) *ps += i;
  if (xmpc_node_num() == 0) printf("%s pointer %g\n", s == 45 ? "PASS" : "FAIL", s);

  long m = 0, *pm = &m;
#pragma xmp loop on t[i] reduction(+: m)
  for (i = 0; i < N; i++) {
    m += i;
    *pm += 100;
  }
  if (xmpc_node_num() == 0) printf("%s mixed %ld\n", m == 45 + 100 * N ? "PASS" : "FAIL", m);
  return 0;
}
