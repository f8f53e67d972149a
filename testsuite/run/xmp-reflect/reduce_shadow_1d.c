// reduce_shadow on a 1-D block array (reference 7.2): every shadow slot a reflect with the same
// widths would write is added into its source element on the owner. Shadow slots get values
// that depend on the holding node and the slot, owned elements f(i); the expected array is
// computed here independently from the block bounds of every node. Widths wider than a block
// (several owners per side), nodes owning nothing (13 elements on 8 nodes), /periodic/ with
// wrap-around slots, a periodic reduce_shadow after a non-periodic one on unchanged shadows
// (1-D shadows are left as they were), async(id) with wait_async and xmp_test_async.
// RUN: %xmpcc -O1 %s -o %t.O1
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: env XMP_MPI_DIRECT=0 %xmprun -n 3 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: env XMP_MPI_DIRECT=0 %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O1 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS default
// CHECK: PASS width-1:0
// CHECK: PASS periodic
// CHECK: PASS periodic-after-nonperiodic
// CHECK: PASS async
// CHECK: PASS double
#include <stdio.h>
#include <xmp.h>

#define N 13
#define SL 3
#define SH 2

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
int a[N];
#pragma xmp align a[i] with t[i]
#pragma xmp shadow a[SL:SH]
double d[N];
#pragma xmp align d[i] with t[i]
#pragma xmp shadow d[1]

static int expect[N];
static int fails;

static int f(int i) { return 10 * i + 1; }
/* The value node q keeps in its shadow slot of virtual index v (v may be outside [0, N)). */
static int s(int q, int v) { return 100000 * (q + 1) + 100 * (v + 10); }

/* Owned range of node q (block: ceil(N/P) per node); empty when lo > hi. */
static void box(int q, int *lo, int *hi) {
  int np = xmp_num_nodes(), b = (N + np - 1) / np;
  *lo = q * b;
  *hi = (q + 1) * b < N ? (q + 1) * b - 1 : N - 1;
}

/* expect[] += what a reduce_shadow with widths wl:wh (periodic per) adds, for shadows set by fill(). */
static void add_expected(int wl, int wh, int per) {
  for (int q = 0; q < xmp_num_nodes(); q++) {
    int lo, hi;
    box(q, &lo, &hi);
    if (lo > hi) continue;
    for (int v = lo - SL; v <= hi + SH; v++) {
      if (v >= lo && v <= hi) continue;
      if (v < lo && lo - v > wl) continue;
      if (v > hi && v - hi > wh) continue;
      int g = v;
      if (g < 0 || g >= N) {
        if (!per) continue;
        g = (g + N) % N;
      }
      expect[g] += s(q, v);
    }
  }
}

static void fill(void) {
  int me = xmp_node_num() - 1, lo, hi;
  box(me, &lo, &hi);
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++)
    for (int k = -SL; k <= SH; k++)
      if (i + k < lo || i + k > hi) a[i + k] = s(me, i + k);
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) a[i] = f(i);
  for (int i = 0; i < N; i++) expect[i] = f(i);
}

static void check(const char *name) {
  /* Inside the loop the executing set is the iteration's (one node): numbers come first. */
  int bad = 0, me = xmp_node_num();
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++)
    if (a[i] != expect[i] && bad++ < 4)
      printf("FAIL %s node %d: a[%d] = %d, want %d\n", name, me, i, a[i], expect[i]);
#pragma xmp reduction (+:bad)
  if (bad) fails++;
  if (xmp_node_num() == 1) printf("%s %s\n", bad ? "FAIL" : "PASS", name);
}

int main(void) {
  fill();
#pragma xmp reduce_shadow (a)
  add_expected(SL, SH, 0);
  check("default");

  fill();
#pragma xmp reduce_shadow (a) width(1:0)
  add_expected(1, 0, 0);
  check("width-1:0");

  fill();
#pragma xmp reduce_shadow (a) width(/periodic/2:1)
  add_expected(2, 1, 1);
  check("periodic");

  /* A periodic one after a non-periodic one: the shadows are unchanged in between, so the
     inner slots are added again and the wrap-around slots once. */
  fill();
#pragma xmp reduce_shadow (a) width(2)
  add_expected(2, 2, 0);
#pragma xmp reduce_shadow (a) width(/periodic/2)
  add_expected(2, 2, 1);
  check("periodic-after-nonperiodic");

  fill();
  int done0 = 0, done1 = 0;
#pragma xmp reduce_shadow (a) width(/periodic/SL:SH) async(4)
#pragma xmp reflect (d) async(5)
  add_expected(SL, SH, 1);
#pragma xmp wait_async (4)
  done0 = xmp_test_async(4);
  /* the reflect may still run (nonblocking on mpi): xmp_test_async eventually returns 1 */
  for (long k = 0; k < 100000000L && !done1; k++) done1 = xmp_test_async(5);
#pragma xmp wait_async (5)
  if (!done0 || !done1) printf("FAIL async test node %d: %d %d\n", xmp_node_num(), done0, done1);
  check("async");

  /* double elements: the reference's worked example pattern (reflect, then reduce_shadow). */
  {
    int bad = 0, me = xmp_node_num(), np = xmp_num_nodes();
#pragma xmp loop (i) on t[i]
    for (int i = 0; i < N; i++) d[i] = 0.5 * i;
#pragma xmp reflect (d) width(/periodic/1)
#pragma xmp reduce_shadow (d) width(/periodic/1)
#pragma xmp loop (i) on t[i]
    for (int i = 0; i < N; i++) {
      double w = 0.5 * i;
      /* the copies of d[i] in the boundary slots of every node holding data (its own too,
         where one node holds the whole array) */
      for (int q = 0; q < np; q++) {
        int l, h;
        box(q, &l, &h);
        if (l > h) continue;
        if ((l - 1 + N) % N == i) w += 0.5 * i;
        if ((h + 1) % N == i) w += 0.5 * i;
      }
      if (d[i] != w && bad++ < 4)
        printf("FAIL double node %d: d[%d] = %g, want %g\n", me, i, d[i], w);
    }
#pragma xmp reduction (+:bad)
    if (bad) fails++;
    if (xmp_node_num() == 1) printf("%s double\n", bad ? "FAIL" : "PASS");
  }
  return fails != 0;
}
