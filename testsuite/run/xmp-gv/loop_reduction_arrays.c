// Loop reductions of array variables (reference 6.3.5, element-wise): the value before the
// loop counts once (not once per node), and executing nodes that run no iteration keep their
// array. A rank-2 `long` sum and a `double` max over a loop range owned by few nodes.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: node 0 OK 0
#include <stdio.h>
#include <xmp.h>
#define N 37
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
int main(void){
  int me = xmpc_node_num(), np = xmp_num_nodes();
  long h[2][3] = {{10, 20, 30}, {40, 50, 60}};
  double mx[4] = {-5, 100, -5, -5};
  /* loop over 2..5 only: with 8 nodes most own nothing */
#pragma xmp loop on t[i] reduction(+:h) reduction(max:mx)
  for (int i = 2; i < 6; i++) { h[i % 2][i % 3] += i; mx[i % 4] = mx[i % 4] > i ? mx[i % 4] : i; }
  long w[2][3] = {{10, 20, 30}, {40, 50, 60}};
  double wm[4] = {-5, 100, -5, -5};
  for (int i = 2; i < 6; i++) { w[i % 2][i % 3] += i; wm[i % 4] = wm[i % 4] > i ? wm[i % 4] : i; }
  /* owners of t[2..5]: block size ceil(37/np) */
  int bs = (N + np - 1) / np, lo = me * bs, hi = lo + bs - 1;
  int part = lo <= 5 && hi >= 2 && lo < N;
  int bad = 0;
  for (int a = 0; a < 2; a++) for (int b = 0; b < 3; b++) {
    long want = part ? w[a][b] : (a * 3 + b + 1) * 10;
    if (h[a][b] != want) bad++;
  }
  for (int k = 0; k < 4; k++) { double want = part ? wm[k] : (k == 1 ? 100 : -5); if (mx[k] != want) bad++; }
  printf("node %d %s %d\n", me, bad ? "FAIL" : "OK", bad);
  return 0;
}
