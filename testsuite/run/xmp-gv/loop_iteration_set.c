// Inside `loop on t[i]` each iteration runs on the nodes its on clause names (reference
// 6.3.1): with a 1-D block template one node, so xmp_node_num() is 1 and xmp_num_nodes() 1
// there, a nested `task on t[i]` runs without the other nodes, and a reduction in the body
// reduces over that one node. With `loop (i) on t2[i][*]` on a 2-D node array the set is the
// row of nodes holding t2[i][*]. The body of the last loop does not look at the set, and the
// loop's own reduction still combines over every node.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL --check-prefixes=CHECK,GRID
// RUN: %xmpcc -emit-xir %s -o - | FileCheck %s --check-prefix=XIR
// CHECK: PASS inquiry
// CHECK: PASS nested-task
// CHECK: PASS nested-reduction
// GRID: PASS grid-row
// CHECK: PASS plain
// XIR-LABEL: func @grid
// XIR: xmp.task on loop-iterations(t2, dims 0b1) {
// XIR-NEXT: xmp.loop on t2
// XIR-LABEL: func @main
// XIR: xmp.task on loop-iterations(t, dims 0b1) {
// XIR-NEXT: xmp.loop on t
// XIR: xmp.task on loop-iterations(t, dims 0b1) {
// XIR-NEXT: xmp.loop on t
// XIR: xmp.task on loop-iterations(t, dims 0b1) {
// XIR-NEXT: xmp.loop on t
// XIR: xmp.reduction + ((local %{{[0-9]+}} v)) on *
// XIR-NOT: loop-iterations
// XIR: xmp.reduction + ((local %{{[0-9]+}} s)) on *
#include <stdio.h>
#include <xmp.h>
#define N 11
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
int a[N];
#pragma xmp align a[i] with t[i]

static void report(const char *what, int ok) {
#pragma xmp reduction(&&: ok)
  if (xmpc_node_num() == 0) printf("%s %s\n", ok ? "PASS" : "FAIL", what);
}

static int grid(void) {
  /* 2 x 2 nodes, t2[block][block]: iteration i of a loop on t2[i][*] runs on a row. */
  int ok = 1;
#pragma xmp nodes g[2][2]
#pragma xmp template t2[8][8]
#pragma xmp distribute t2[block][block] onto g
#pragma xmp loop (i) on t2[i][*] reduction(&&: ok)
  for (int i = 0; i < 8; i++) ok = ok && xmp_num_nodes() == 2;
  return ok;
}

int main(void) {
  int i, ok = 1, cnt = 0;
#pragma xmp loop on t[i] reduction(&&: ok)
  for (i = 0; i < N; i++) {
    a[i] = i;
    ok = ok && xmp_node_num() == 1 && xmp_num_nodes() == 1 && xmpc_node_num() == 0;
  }
  report("inquiry", ok);

#pragma xmp loop on t[i] reduction(+: cnt)
  for (i = 0; i < N; i++) {
#pragma xmp task on t[i]
    cnt++;
  }
  report("nested-task", cnt == N);

  ok = 1;
#pragma xmp loop on t[i] reduction(&&: ok)
  for (i = 0; i < N; i++) {
    int v = a[i];
#pragma xmp reduction(+: v)
    ok = ok && v == i;
  }
  report("nested-reduction", ok);

  if (xmp_all_num_nodes() == 4) report("grid-row", grid());

  int s = 0;
#pragma xmp loop on t[i] reduction(+: s)
  for (i = 0; i < N; i++) s += a[i];
  report("plain", s == N * (N - 1) / 2);
  return 0;
}
