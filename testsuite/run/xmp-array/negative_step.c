// `array on` a template section with a negative step (reference 2.1: base, base+step, ..;
// an omitted length is floor(base / -step) + 1): block and cyclic templates, an omitted
// length, step -3, and a 2-D section descending in one dimension; each checked against a
// serial loop by every owner.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK block omitted length
// CHECK: OK cyclic step -3
// CHECK: OK 2-D descending
#include <stdio.h>
#include <xmp.h>
#define N 23
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp template tc[N]
#pragma xmp template t2[7][N]
#pragma xmp distribute t[block] onto p
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp distribute t2[*][block] onto p
double a[N], b[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
int c[N];
#pragma xmp align c[i] with tc[i]
float m[7][N];
#pragma xmp align m[i][j] with t2[i][j]

static void report(const char *what, int bad) {
#pragma xmp reduction(+ : bad)
  if (xmpc_node_num() == 0) printf("%s %s\n", bad ? "FAIL" : "OK", what);
}

int main(void) {
  int bad = 0;
#pragma xmp loop on t[i]
  for (int i = 0; i < N; i++) { a[i] = -1; b[i] = i; }
  /* 20, 18, .., 0: 11 elements */
#pragma xmp array on t[20::-2]
  a[20::-2] = b[20::-2] * 3;
#pragma xmp loop on t[i] reduction(+:bad)
  for (int i = 0; i < N; i++) {
    double w = (i <= 20 && i % 2 == 0) ? 3.0 * i : -1;
    if (a[i] != w) bad++;
  }
  report("block omitted length", bad);

  bad = 0;
#pragma xmp loop on tc[i]
  for (int i = 0; i < N; i++) c[i] = 0;
  /* 22, 19, .., 1: 8 elements */
#pragma xmp array on tc[22:8:-3]
  c[22:8:-3] = 7;
#pragma xmp loop on tc[i] reduction(+:bad)
  for (int i = 0; i < N; i++) if (c[i] != ((i % 3 == 1) ? 7 : 0)) bad++;
  report("cyclic step -3", bad);

  bad = 0;
#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < 7; i++) for (int j = 0; j < N; j++) m[i][j] = 0;
#pragma xmp array on t2[1:3][N - 1:N:-1]
  m[1:3][N - 1:N:-1] = 2.5f;
#pragma xmp loop (i, j) on t2[i][j] reduction(+:bad)
  for (int i = 0; i < 7; i++)
    for (int j = 0; j < N; j++) if (m[i][j] != ((i >= 1 && i <= 3) ? 2.5f : 0.0f)) bad++;
  report("2-D descending", bad);
  return 0;
}
