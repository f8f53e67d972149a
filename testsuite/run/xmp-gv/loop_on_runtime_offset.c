// `loop on t[i + off]` with a run-time `off` (reference 6.3.1's `on t[b+i]`): `i + off`,
// `off + i`, `i - off`, a 2-D nest with an offset per dimension, and a cyclic template. The
// offset is evaluated once before the loop; the arrays are aligned with the same shift, so
// every iteration runs on the owner of its elements. Each node checks what it holds.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmpcc -emit-xir %s -o - | FileCheck %s --check-prefix=XIR
// CHECK: PASS plus
// CHECK: PASS plus-left
// CHECK: PASS minus
// CHECK: PASS nest
// CHECK: PASS cyclic
// XIR: xmp.loop on t (%{{[0-9]+}} = (const.i32 0) to (const.i32 19) step 1 at t0 + 0 + %{{[0-9]+}}) {
#include <stdio.h>
#include <xmp.h>
#define N 20
#pragma xmp nodes p[*]
#pragma xmp template t[N + 6]
#pragma xmp template tc[N + 6]
#pragma xmp template t2[N + 6][N + 6]
#pragma xmp distribute t[block] onto p
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp distribute t2[block][*] onto p
int a[N], b[N], c[N], m[N][N];
#pragma xmp align a[i] with t[i + 3]
#pragma xmp align b[i] with t[i + 6]
#pragma xmp align c[i] with tc[i + 3]
#pragma xmp align m[i][j] with t2[i + 3][j + 2]

static void report(const char *what, int ok) {
#pragma xmp reduction(&&: ok)
  if (xmpc_node_num() == 0) printf("%s %s\n", ok ? "PASS" : "FAIL", what);
}

int main(int argc, char **argv) {
  int off = 3 + (argc > 100), neg = -6 + (argc > 100), two = 2 * (argc < 100);
  int i, j, s;

  s = 0;
#pragma xmp loop on t[i + off]
  for (i = 0; i < N; i++) a[i] = i;
#pragma xmp loop on t[i + off] reduction(+: s)
  for (i = 0; i < N; i++) s += a[i];
  report("plus", s == N * (N - 1) / 2);

  s = 0;
#pragma xmp loop on t[off + i] reduction(+: s)
  for (i = 0; i < N; i++) s += 2 * a[i];
  report("plus-left", s == N * (N - 1));

  s = 0;
#pragma xmp loop on t[i - neg]
  for (i = 0; i < N; i++) b[i] = 3 * i;
#pragma xmp loop on t[i - neg] reduction(+: s)
  for (i = 0; i < N; i++) s += b[i];
  report("minus", s == 3 * N * (N - 1) / 2);

#pragma xmp loop (i, j) on t2[i + off][j + two]
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) m[i][j] = i * N + j;
  int ok = 1;
#pragma xmp loop (i, j) on t2[i + off][j + two] reduction(&&: ok)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) ok = ok && m[i][j] == i * N + j;
  report("nest", ok);

  s = 0;
#pragma xmp loop on tc[i + off]
  for (i = 0; i < N; i++) c[i] = i + 1;
#pragma xmp loop on tc[i + off] reduction(+: s)
  for (i = 0; i < N; i++) s += c[i];
  report("cyclic", s == N * (N + 1) / 2);
  return 0;
}
