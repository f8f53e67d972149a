// Loop indices of the kinds legacy code uses: a file-scope variable (Fortran-derived codes
// declare `int i, j;` globally), also read by a function the body calls, in a 2-D nest;
// `short` and `char` indices (compared after promotion to int). Each node checks its
// elements; after the loop the file-scope index holds a value of this node's part.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// CHECK: PASS global-index
// CHECK: PASS global-index-call
// CHECK: PASS global-nest
// CHECK: PASS short-index
// CHECK: PASS char-index
#include <stdio.h>
#include <xmp.h>
#define N 100
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp template t2[N][N]
#pragma xmp distribute t[block] onto p
#pragma xmp distribute t2[block][*] onto p
int v[N], w[N], m[N][N];
#pragma xmp align v[i] with t[i]
#pragma xmp align w[i] with t[i]
#pragma xmp align m[i][*] with t2[i][*]
int i, j;

static int twice_i(void) { return 2 * i; }

static void report(const char *what, int ok) {
#pragma xmp reduction(&&: ok)
  if (xmpc_node_num() == 0) printf("%s %s\n", ok ? "PASS" : "FAIL", what);
}

int main(void) {
  int s = 0, ok;
#pragma xmp loop on t[i] reduction(+: s)
  for (i = 0; i < N; i++) {
    v[i] = i;
    s += v[i];
  }
  ok = s == N * (N - 1) / 2 && i >= 0 && i <= N;
  report("global-index", ok);

#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) w[i] = twice_i();
  ok = 1;
#pragma xmp loop on t[i] reduction(&&: ok)
  for (i = 0; i < N; i++) ok = ok && w[i] == 2 * i;
  report("global-index-call", ok);

#pragma xmp loop (i, j) on t2[i][j]
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) m[i][j] = i * N + j;
  ok = 1;
#pragma xmp loop (i, j) on t2[i][j] reduction(&&: ok)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) ok = ok && m[i][j] == i * N + j;
  report("global-nest", ok);

  short si;
  s = 0;
#pragma xmp loop on t[si] reduction(+: s)
  for (si = 0; si < N; si++) s += v[si];
  report("short-index", s == N * (N - 1) / 2);

  signed char ci;
  s = 0;
#pragma xmp loop on t[ci] reduction(+: s)
  for (ci = 10; ci <= 90; ci += 2) s += v[ci];
  report("char-index", s == 41 * 50);
  return 0;
}
