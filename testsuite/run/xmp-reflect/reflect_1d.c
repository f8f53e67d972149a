// reflect on 1-D block-distributed arrays: the declared shadow by default, smaller widths,
// one-sided widths (`lo:hi`, `0`), /periodic/ widths wider than one, two arrays in one
// directive, sizes not divisible by the node count and nodes owning nothing (N=5 on 8 nodes),
// async(id) with wait_async, and the acc clause (host memory on a host build). Before each
// reflect every shadow slot holds a sentinel; afterwards every slot reachable from an owned
// element is compared with the value its source must have (computed here from the global
// index), or with the sentinel where the reflect must not write (outside the width, or at a
// non-periodic global boundary).
// RUN: %xmpcc -O1 %s -o %t.O1
// RUN: %xmpcc -O2 %s -o %t.O2
// -O0 reads the periodic shadow slots (a[-1], a[N]) through the runtime's element lookup.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 1 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O1 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS default
// CHECK: PASS width1
// CHECK: PASS onesided
// CHECK: PASS periodic2
// CHECK: PASS two-arrays
// CHECK: PASS small
// CHECK: PASS async
#include <stdio.h>
#include <xmp.h>

#define N 23
#define S 5
#define SENT (-7.0)

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template ts[S]
#pragma xmp distribute ts[block] onto p
double a[N], b[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp shadow a[3:2]
#pragma xmp shadow b[3:2]
int c[S];
#pragma xmp align c[i] with ts[i]
#pragma xmp shadow c[1]

static int lo, hi, slo, shi;
static int fails;

static double f(int i) { return 100.0 + i; }

/* Expected value of shadow slot `g` (outside [lo, hi]) after a reflect with widths wl:wh. */
static double want(int g, int n, int wl, int wh, int per, int *written) {
  int dist = g < lo ? lo - g : g - hi;
  int w = g < lo ? wl : wh;
  *written = 0;
  if (dist > w) return SENT;
  if (g < 0 || g >= n) {
    if (!per) return SENT;
    g = (g + n) % n;
  }
  *written = 1;
  return f(g);
}

static void reset(void) {
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) {
    for (int k = -3; k <= 2; k++) {
      if (i + k < lo || i + k > hi) { a[i + k] = SENT; b[i + k] = SENT; }
    }
    a[i] = f(i);
    b[i] = 2 * f(i);
  }
}

static void check(const char *name, int wl, int wh, int per, int both) {
  int bad = 0;
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) {
    for (int k = -3; k <= 2; k++) {
      int g = i + k, wr;
      if (g >= lo && g <= hi) continue;
      double e = want(g, N, wl, wh, per, &wr);
      if (a[g] != e) {
        if (bad++ < 5) printf("FAIL %s node %d: a[%d] = %g, want %g\n", name, xmp_node_num(), g, a[g], e);
      }
      double eb = both ? (wr ? 2 * e : SENT) : SENT;
      if (b[g] != eb) {
        if (bad++ < 5) printf("FAIL %s node %d: b[%d] = %g, want %g\n", name, xmp_node_num(), g, b[g], eb);
      }
    }
  }
#pragma xmp reduction (+:bad)
  if (bad) fails++;
  if (xmp_node_num() == 1) printf("%s %s\n", bad ? "FAIL" : "PASS", name);
}

int main(void) {
  lo = N; hi = -1;
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) {
    if (i < lo) lo = i;
    if (i > hi) hi = i;
  }

  reset();
#pragma xmp reflect (a)
  check("default", 3, 2, 0, 0);

  reset();
#pragma xmp reflect (a) width(1)
  check("width1", 1, 1, 0, 0);

  reset();
#pragma xmp reflect (a) width(0:2)
  check("onesided", 0, 2, 0, 0);

  reset();
#pragma xmp reflect (a) width(/periodic/2:2)
  check("periodic2", 2, 2, 1, 0);

  reset();
#pragma xmp reflect (a, b) width(/periodic/3:1) acc
  check("two-arrays", 3, 1, 1, 1);

  /* 5 elements: on 8 nodes three own nothing, on 4 nodes one. */
  slo = S; shi = -1;
#pragma xmp loop (i) on ts[i]
  for (int i = 0; i < S; i++) {
    if (i < slo) slo = i;
    if (i > shi) shi = i;
  }
#pragma xmp loop (i) on ts[i]
  for (int i = 0; i < S; i++) {
    c[i] = 10 * i + 1;
    if (i == slo) c[i - 1] = -7;
    if (i == shi) c[i + 1] = -7;
  }
#pragma xmp reflect (c) width(/periodic/1)
  {
    int bad = 0;
#pragma xmp loop (i) on ts[i]
    for (int i = 0; i < S; i++) {
      if (i == slo) {
        int g = (i - 1 + S) % S;
        if (c[i - 1] != 10 * g + 1) bad++;
      }
      if (i == shi) {
        int g = (i + 1) % S;
        if (c[i + 1] != 10 * g + 1) bad++;
      }
    }
#pragma xmp reduction (+:bad)
    if (xmp_node_num() == 1) printf("%s small\n", bad ? "FAIL" : "PASS");
  }

  reset();
#pragma xmp reflect (a, b) width(2) async(3)
#pragma xmp wait_async (3)
  check("async", 2, 2, 0, 1);
  return fails != 0;
}
