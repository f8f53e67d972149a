// Loop reductions whose on clause has `*` on a distributed template dimension (reference
// 6.3.1, 6.3.5): each iteration runs on every node of that dimension (its replicas), yet it is
// one iteration, so the result counts it once. Covered: `*` on either dimension of a
// block x cyclic template on a 2-D node array, `+`, `*`, `max`, local array variables (also
// one above the size that gets a saved copy, zero before the loop),
// firstmax/lastmin with locations, a 3-D template with two `*` dimensions, and a `*` on a
// dimension that is not distributed. Every node starts from values of its own.
// -O0 is the naive lowering, -O2 runs loop-localize.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK rows
// CHECK: OK cols
// CHECK: OK array
// CHECK: OK large-array
// CHECK: OK three-d
// CHECK: OK undistributed
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*][2]
#pragma xmp template t[12][10]
#pragma xmp distribute t[cyclic][block] onto p
#pragma xmp nodes q[*][1][2]
#pragma xmp template t3[4][6][5]
#pragma xmp distribute t3[block][block][block] onto q
#pragma xmp nodes r[*]
#pragma xmp template tu[16][9]
#pragma xmp distribute tu[block][*] onto r

static int me;
static long big[140000]; /* above 1 MiB */

static int val(int i) { return (i * 7) % 10; }

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (me == 0) printf("%s %s\n", err ? "FAIL" : "OK", what);
}

/* Sequential expectation over i in [0, n): s0 + sum, p0 * prod over (1 + i % 2), max, and
   firstmax / lastmin of val(i) with locations. */
static int check(int n, long s, long pr, int m, int b, int at, int l, int lat, long s0,
                 long p0, int m0, int b0, int at0, int l0, int lat0) {
  long es = s0, ep = p0;
  int em = m0, eb = b0, eat = at0, el = l0, elat = lat0, i;
  for (i = 0; i < n; i++) {
    es += val(i);
    ep *= 1 + i % 2;
    if (val(i) > em) em = val(i);
    if (val(i) > eb) { eb = val(i); eat = i; }
    if (val(i) <= el) { el = val(i); elat = i; }
  }
  return s != es || pr != ep || m != em || b != eb || at != eat || l != el || lat != elat;
}

#define REDS reduction(+ : s) reduction(* : pr) reduction(max : m) \
  reduction(firstmax : b / at /) reduction(lastmin : l / lat /)
#define BODY(i)                                       \
  {                                                   \
    s += val(i);                                      \
    pr *= 1 + (i) % 2;                                \
    if (val(i) > m) m = val(i);                       \
    if (val(i) > b) { b = val(i); at = i; }           \
    if (val(i) <= l) { l = val(i); lat = i; }         \
  }
#define RESET() (s = s0, pr = p0, m = m0, b = b0, at = at0, l = l0, lat = lat0)

int main(void) {
  int i, j, k;
  me = xmpc_node_num();
  long s0 = 100 + me, p0 = 1 + me % 3, s, pr;
  int m0 = -1 - me, b0 = me == 1 ? 8 : -1, at0 = -10 - me, l0 = 5 + me, lat0 = -20 - me;
  int m, b, at, l, lat;

  RESET();
#pragma xmp loop (i) on t[i][*] REDS
  for (i = 0; i < 12; i++) BODY(i)
  report("rows", check(12, s, pr, m, b, at, l, lat, s0, p0, m0, b0, at0, l0, lat0));

  RESET();
#pragma xmp loop (j) on t[*][j] REDS
  for (j = 0; j < 10; j++) BODY(j)
  report("cols", check(10, s, pr, m, b, at, l, lat, s0, p0, m0, b0, at0, l0, lat0));

  {
    int v[3] = {me, 2 * me, 3}, err = 0;
#pragma xmp loop (j) on t[*][j] reduction(+ : v)
    for (j = 0; j < 10; j++) { v[0] += j; v[1] += 1; v[2] += 2 * j; }
    err = v[0] != me + 45 || v[1] != 2 * me + 10 || v[2] != 3 + 90;
    report("array", err);
  }

  {
    int err = 0;
    for (k = 0; k < 140000; k++) big[k] = 0;
#pragma xmp loop (i) on t[i][*] reduction(+ : big)
    for (i = 0; i < 12; i++) { big[i] += i + 1; big[139999] += 2; }
    for (k = 0; k < 140000; k++)
      err += big[k] != (k < 12 ? k + 1 : k == 139999 ? 24 : 0);
    report("large-array", err);
  }

  RESET();
#pragma xmp loop (j) on t3[*][j][*] REDS
  for (j = 0; j < 6; j++) BODY(j)
  report("three-d", check(6, s, pr, m, b, at, l, lat, s0, p0, m0, b0, at0, l0, lat0));

  RESET();
#pragma xmp loop (k) on tu[k][*] REDS
  for (k = 0; k < 16; k++) BODY(k)
  report("undistributed", check(16, s, pr, m, b, at, l, lat, s0, p0, m0, b0, at0, l0, lat0));
  return 0;
}
