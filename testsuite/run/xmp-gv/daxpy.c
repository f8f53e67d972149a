// daxpy-like loops through loop-localize's unit-stride fast path and its general path: block
// (size not divisible by the node count) and block(N) (nodes other than 1 own nothing)
// distributions, int, long and unsigned loop variables, narrower bounds, a step-2 loop and
// bodies that cannot be versioned (a statement expression, a switch). Every node checks its
// own elements against the serial formula.
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS int
// CHECK: PASS long
// CHECK: PASS unsigned
// CHECK: PASS narrow
// CHECK: PASS step2
// CHECK: PASS stmt-expr
// CHECK: PASS switch
// CHECK: PASS blockn
#include <stdio.h>
#include <xmp.h>
#define N 1001

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template tn[N]
#pragma xmp distribute tn[block(N)] onto p
double x[N], y[N], z[N];
#pragma xmp align x[i] with t[i]
#pragma xmp align y[i] with t[i]
#pragma xmp align z[i] with tn[i]

static int bad;

static void init(void) {
  int i;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) {
    x[i] = i * 0.5;
    y[i] = 1000 - i;
  }
}

static void check(const char *what, int lo, int hi, int step, double a) {
  int i, err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) {
    int in = i >= lo && i <= hi && (i - lo) % step == 0;
    double want = in ? a * (i * 0.5) + (1000 - i) : 1000 - i;
    if (y[i] != want) err++;
  }
#pragma xmp reduction(+ : err)
  if (err) bad = 1;
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

int main(void) {
  int i;
  init();
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) y[i] = 2.0 * x[i] + y[i];
  check("int", 0, N - 1, 1, 2.0);

  init();
  long l;
#pragma xmp loop on t[l]
  for (l = 0; l < N; l++) y[l] = 3.0 * x[l] + y[l];
  check("long", 0, N - 1, 1, 3.0);

  init();
  unsigned u;
#pragma xmp loop on t[u]
  for (u = 0; u < N; u++) y[u] = 4.0 * x[u] + y[u];
  check("unsigned", 0, N - 1, 1, 4.0);

  init();
#pragma xmp loop on t[i]
  for (i = 17; i <= 640; i++) y[i] = 2.0 * x[i] + y[i];
  check("narrow", 17, 640, 1, 2.0);

  init();
#pragma xmp loop on t[i]
  for (i = 3; i < N; i += 2) y[i] = 2.0 * x[i] + y[i];
  check("step2", 3, N - 1, 2, 2.0);

  init();
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++)
    y[i] = ({ double t = 2.0 * x[i]; t + y[i]; });
  check("stmt-expr", 0, N - 1, 1, 2.0);

  init();
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) {
    switch (i % 3) {
    case 0:
      y[i] = 2.0 * x[i] + y[i];
      break;
    default:
      y[i] = 2.0 * x[i] + y[i];
    }
  }
  check("switch", 0, N - 1, 1, 2.0);

  int err = 0;
#pragma xmp loop on tn[i]
  for (i = 0; i < N; i++) z[i] = 1.5 * i;
#pragma xmp loop on tn[i]
  for (i = 0; i < N; i++) z[i] = 2.0 * z[i] + 1.0;
#pragma xmp loop on tn[i]
  for (i = 0; i < N; i++)
    if (z[i] != 3.0 * i + 1.0) err++;
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s blockn\n", err ? "FAIL" : "PASS");
  return bad || err;
}
