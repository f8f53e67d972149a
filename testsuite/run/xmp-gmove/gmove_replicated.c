// gmove with a replicated array (aligned with a 2-D template with `*`, so every node of a row
// of g holds a copy): every replica receives, and a replicated source is read from a replica.
// The node array g[*][2] needs an even node count.
// RUN: %xmpcc %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS to-replicated
// CHECK: PASS from-replicated
#include <stdio.h>
#include <xmp.h>

#define N 17

#pragma xmp nodes g[*][2]
#pragma xmp template t2[N][2]
#pragma xmp distribute t2[block][block] onto g
#pragma xmp nodes p[*]
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto p

double r[N], c[N];
#pragma xmp align r[i] with t2[i][*]
#pragma xmp align c[i] with tc[i]

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s (%d errors)\n", err ? "FAIL" : "PASS", what, err);
}

int main(void) {
  int i, err = 0;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) c[i] = 5.0 * i + 1;
#pragma xmp loop on t2[i][*]
  for (i = 0; i < N; i++) r[i] = -1.0;
#pragma xmp gmove
  r[1:N-1] = c[0:N-1];
#pragma xmp loop on t2[i][*]
  for (i = 0; i < N; i++) if (r[i] != (i == 0 ? -1.0 : 5.0 * (i - 1) + 1)) err++;
  report("to-replicated", err);

#pragma xmp gmove
  c[0:N-1] = r[1:N-1];
  err = 0;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) if (c[i] != (i < N - 1 ? 5.0 * i + 1 : 5.0 * i + 1)) err++;
  /* Also make the source differ from the result: shift back by two. */
#pragma xmp gmove
  c[2:N-2] = r[1:N-2];
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) if (c[i] != (i < 2 ? 5.0 * i + 1 : 5.0 * (i - 2) + 1)) err++;
  report("from-replicated", err);
  return 0;
}
