// Global arrays in reduction and bcast (reference 6.3.5, 7.5, 7.6): an array replicated over
// a node-array dimension (`align row[j] with tq[*][j]`) is reduced and broadcast element-wise
// over its local section, by the reduction and bcast constructs and by a loop reduction
// clause; the values are checked on every node.
// RUN: %xmpcc %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS array-reduction
// CHECK: PASS array-bcast
// CHECK: PASS array-loop-reduction
#include <stdio.h>
#include <xmp.h>

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

int main(void) {
  int P = xmp_num_nodes(), me = xmp_node_num() - 1, j, err = 0;
#pragma xmp nodes g[P][1]
#pragma xmp template tq[8][6]
#pragma xmp distribute tq[cyclic][block] onto g
  double row[6];
#pragma xmp align row[j] with tq[*][j]
  for (j = 0; j < 6; j++) row[j] = (me + 1) * j;
#pragma xmp reduction(+ : row) on g
  for (j = 0; j < 6; j++) err += row[j] != j * P * (P + 1) / 2.0;
  report("array-reduction", err);

  err = 0;
  for (j = 0; j < 6; j++) row[j] = 100 * me + j;
#pragma xmp bcast (row) from g[P - 1][0] on g
  for (j = 0; j < 6; j++) err += row[j] != 100 * (P - 1) + j;
  report("array-bcast", err);

  /* Each node adds the row index of every iteration it owns into the row's element. */
  err = 0;
  int i, want = 0;
  for (j = 0; j < 6; j++) row[j] = 0;
  for (i = 0; i < 8; i++) want += i;
#pragma xmp loop (i, j) on tq[i][j] reduction(+ : row)
  for (i = 0; i < 8; i++)
    for (j = 0; j < 6; j++) row[j] += i;
  for (j = 0; j < 6; j++) err += row[j] != want;
  report("array-loop-reduction", err);
  return 0;
}
