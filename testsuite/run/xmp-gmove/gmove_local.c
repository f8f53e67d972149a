// gmove between global and local arrays: global to local (every node receives the whole
// section: local data is replicated), local to global (each owner copies from its own copy),
// a malloc'd pointer section, a 2-D local array row into a cyclic array with a step, a scalar
// into a local section, and a global element into a local element. Every node checks its
// local data and every owner its elements against the formula.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS global-to-local
// CHECK: PASS local-to-global
// CHECK: PASS malloc
// CHECK: PASS local-2d
// CHECK: PASS scalar-local
// CHECK: PASS element
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>

#define N 19

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic(2)] onto p

int a[N], c[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align c[i] with tc[i]

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s (%d errors)\n", err ? "FAIL" : "PASS", what, err);
}

int main(void) {
  int i, j, err, L[N + 4], L2[3][N], *q = malloc(N * sizeof(int)), e = -5;

#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) a[i] = 10 * i + 1;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) c[i] = -1;

  for (i = 0; i < N + 4; i++) L[i] = -7;
#pragma xmp gmove
  L[2:N] = a[:];
  err = 0;
  for (i = 0; i < N + 4; i++) if (L[i] != (i >= 2 && i < N + 2 ? 10 * (i - 2) + 1 : -7)) err++;
  report("global-to-local", err);

  for (i = 0; i < N + 4; i++) L[i] = 3 * i;
#pragma xmp gmove
  a[1:N-1] = L[0:N-1];
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) if (a[i] != (i == 0 ? 1 : 3 * (i - 1))) err++;
  report("local-to-global", err);

  for (i = 0; i < N; i++) q[i] = -1;
#pragma xmp gmove
  q[0:(N+1)/2:2] = a[N-1:(N+1)/2:-2];
  err = 0;
  for (i = 0; i < N; i++) {
    int k = N - 1 - i, w = (i % 2 == 0) ? (k == 0 ? 1 : 3 * (k - 1)) : -1;
    if (q[i] != w) err++;
  }
  report("malloc", err);

  for (i = 0; i < 3; i++)
    for (j = 0; j < N; j++) L2[i][j] = 100 * i + j;
#pragma xmp gmove
  c[1:9:2] = L2[2][3:9];
  err = 0;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) if (c[i] != (i % 2 == 1 && i < 18 ? 200 + 3 + (i - 1) / 2 : -1)) err++;
  report("local-2d", err);

#pragma xmp gmove
  L[0:5] = e;
  err = 0;
  for (i = 0; i < N + 4; i++) if (L[i] != (i < 5 ? -5 : 3 * i)) err++;
  report("scalar-local", err);

#pragma xmp gmove
  L[7] = c[5];
  err = L[7] != 200 + 3 + 2;
  report("element", err);
  free(q);
  return 0;
}
