// Loop reductions and executing nodes that own no element of the loop's `on` section
// (reference 6.3.5): they are not in the reduction set and keep their own value of the
// variable (and of the location variables), while the owners get s0 OP combined. Covered: a
// shrunken range over a block and a cyclic template, a range in the middle of a block
// template, empty block shares (t6[6] on up to 8 nodes), `+`, `max`, `firstmax`/`lastmin`
// with location, several variables and clauses on one loop. Every node starts from its own
// value (depending on its number) and computes the value it expects itself from
// xmpc_node_num() and the distribution. -O0 is the naive lowering, -O2 runs loop-localize.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK block-head
// CHECK: OK block-middle
// CHECK: OK cyclic-head
// CHECK: OK empty-share
// CHECK: OK nonowners-kept
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[100]
#pragma xmp distribute t[block] onto p
#pragma xmp template tc[100]
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp template t6[6]
#pragma xmp distribute t6[block] onto p
int a[100], c[100], e[6];
#pragma xmp align a[i] with t[i]
#pragma xmp align c[i] with tc[i]
#pragma xmp align e[i] with t6[i]

static int me, np, kept; /* kept: non-participants seen (summed over all cases) */

static int val(int i) { return (i * 7) % 10; }

/* Owner of element i of a block template of n elements on np nodes. */
static int owner_block(int i, int n) {
  int b = (n + np - 1) / np;
  return i / b;
}

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (me == 0) printf("%s %s\n", err ? "FAIL" : "OK", what);
}

/* Checks one loop over [lo, hi) whose owners are given by own[]: s0 + sum, max(m0, max),
   firstmax (best, at) from (b0, at0) and lastmin (lo_v, lo_at) from (l0, lat0). */
static int expect(const char *own, int lo, int hi, int s, int s2, int m, int best, int at,
                  int lv, int lat, int s0, int m0, int b0, int at0, int l0, int lat0) {
  int part = 0, es = s0, es2 = 2 * s0, em = m0, eb = b0, eat = at0, el = l0, elat = lat0, i;
  int gb = -1000, gat = -1, gl = 1000, glat = -1, sum = 0;
  for (i = lo; i < hi; i++) {
    if (own[i]) part = 1;
    sum += val(i);
    if (val(i) > gb) { gb = val(i); gat = i; }
    if (val(i) <= gl) { gl = val(i); glat = i; }
  }
  if (part) {
    es = s0 + sum;
    es2 = 2 * s0 + 2 * sum;
    em = gb > m0 ? gb : m0;
    if (gb > b0) { eb = gb; eat = gat; }
    if (gl <= l0) { el = gl; elat = glat; }
  } else {
    kept++;
  }
  return s != es || s2 != es2 || m != em || best != eb || at != eat || lv != el || lat != elat;
}

int main(void) {
  int i, err;
  char own[100];
  me = xmpc_node_num();
  np = xmp_num_nodes();
#pragma xmp loop on t[i]
  for (i = 0; i < 100; i++) a[i] = val(i);
#pragma xmp loop on tc[i]
  for (i = 0; i < 100; i++) c[i] = val(i);
#pragma xmp loop on t6[i]
  for (i = 0; i < 6; i++) e[i] = val(i);

  /* Each node starts from values of its own; the pre-loop firstmax value wins on node 1. */
  int s0 = 1000 + me, m0 = -1 - me, b0 = me == 1 ? 9 : -1, at0 = -100 - me;
  int l0 = 50 + me, lat0 = -200 - me;
  int s, s2, m, best, at, lv, lat;
#define RESET() (s = s0, s2 = 2 * s0, m = m0, best = b0, at = at0, lv = l0, lat = lat0)
#define REDS reduction(+ : s, s2) reduction(max : m) reduction(firstmax : best / at /) \
             reduction(lastmin : lv / lat /)
#define BODY(x)                          \
  {                                      \
    s += x[i];                           \
    s2 = s2 + 2 * x[i];                  \
    if (x[i] > m) m = x[i];              \
    if (x[i] > best) { best = x[i]; at = i; } \
    if (x[i] <= lv) { lv = x[i]; lat = i; } \
  }

  RESET();
#pragma xmp loop on t[i] REDS
  for (i = 2; i < 5; i++) BODY(a)
  for (i = 0; i < 100; i++) own[i] = owner_block(i, 100) == me;
  err = expect(own, 2, 5, s, s2, m, best, at, lv, lat, s0, m0, b0, at0, l0, lat0);
  report("block-head", err);

  RESET();
#pragma xmp loop on t[i] REDS
  for (i = 40; i < 60; i++) BODY(a)
  err = expect(own, 40, 60, s, s2, m, best, at, lv, lat, s0, m0, b0, at0, l0, lat0);
  report("block-middle", err);

  RESET();
#pragma xmp loop on tc[i] REDS
  for (i = 2; i < 5; i++) BODY(c)
  for (i = 0; i < 100; i++) own[i] = i % np == me;
  err = expect(own, 2, 5, s, s2, m, best, at, lv, lat, s0, m0, b0, at0, l0, lat0);
  report("cyclic-head", err);

  RESET();
#pragma xmp loop on t6[i] REDS
  for (i = 0; i < 6; i++) BODY(e)
  for (i = 0; i < 6; i++) own[i] = owner_block(i, 6) == me;
  err = expect(own, 0, 6, s, s2, m, best, at, lv, lat, s0, m0, b0, at0, l0, lat0);
  report("empty-share", err);

  /* The test can see the non-participants: with np nodes, block-head has np - 1 of them. */
  {
    int k = kept, want = 0, n;
#pragma xmp reduction(+ : k)
    for (n = 0; n < np; n++) {
      int b100 = (100 + np - 1) / np, b6 = (6 + np - 1) / np;
      want += n != 0;                                         /* block-head */
      want += !(n * b100 < 60 && (n + 1) * b100 > 40);        /* block-middle */
      want += !((2 % np) == n || (3 % np) == n || (4 % np) == n); /* cyclic-head */
      want += !(n * b6 < 6);                                  /* empty-share */
    }
    report("nonowners-kept", k != want);
  }
  return 0;
}
