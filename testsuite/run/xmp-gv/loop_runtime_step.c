// Loops whose step is a run-time value (reference 6.3.2: `st` is evaluated once): `i += st`,
// `i = i + st`, a decreasing `i -= st` (`>=` condition), an unsigned step, a cyclic(3)
// template, and a body that changes the step variable (the loop keeps the first value).
// Each node checks what it computed against the serial loop.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmpcc -emit-xir %s -o - | FileCheck %s --check-prefix=XIR
// CHECK: PASS plus
// CHECK: PASS assign
// CHECK: PASS minus
// CHECK: PASS unsigned
// CHECK: PASS cyclic
// CHECK: PASS evaluated-once
// XIR: decl %{{[0-9]+}} .xmp.step = (int_to_int.i64 (load (local %{{[0-9]+}} st)))
// XIR: xmp.loop on t (%{{[0-9]+}} = (const.i32 1) to (const.i32 39) step %{{[0-9]+}} at t0 + 0)
#include <stdio.h>
#include <xmp.h>
#define N 40
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp template tc[N]
#pragma xmp distribute t[block] onto p
#pragma xmp distribute tc[cyclic(3)] onto p
int a[N], c[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align c[i] with tc[i]

static void report(const char *what, int ok) {
#pragma xmp reduction(&&: ok)
  if (xmpc_node_num() == 0) printf("%s %s\n", ok ? "PASS" : "FAIL", what);
}

static int serial(int lo, int hi, int st) {
  int s = 0;
  if (st > 0)
    for (int i = lo; i < hi; i += st) s += i;
  else
    for (int i = lo; i >= hi; i += st) s += i;
  return s;
}

int main(int argc, char **argv) {
  int i, s, st = 3 + (argc > 100), dn = 4 + (argc > 100);
  unsigned ust = 5 + (argc > 100);
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) a[i] = i;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) c[i] = i;

  s = 0;
#pragma xmp loop on t[i] reduction(+: s)
  for (i = 1; i < N; i += st) s += a[i];
  report("plus", s == serial(1, N, 3));

  s = 0;
#pragma xmp loop on t[i] reduction(+: s)
  for (i = 2; i <= N - 1; i = i + st) s += a[i];
  report("assign", s == serial(2, N, 3));

  s = 0;
#pragma xmp loop on t[i] reduction(+: s)
  for (i = N - 1; i >= 0; i -= dn) s += a[i];
  report("minus", s == serial(N - 1, 0, -4));

  s = 0;
  int k;
#pragma xmp loop on t[k] reduction(+: s)
  for (k = 0; k < N; k += ust) s += a[k];
  report("unsigned", s == serial(0, N, 5));

  s = 0;
#pragma xmp loop on tc[i] reduction(+: s)
  for (i = 1; i < N; i += st) s += c[i];
  report("cyclic", s == serial(1, N, 3));

  int step = 2;
  s = 0;
#pragma xmp loop on t[i] reduction(+: s)
  for (i = 0; i < N; i += step) {
    s += a[i];
    step = 100;
  }
  report("evaluated-once", s == serial(0, N, 2));
  return 0;
}
