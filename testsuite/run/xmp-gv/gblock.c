// Global view: gblock(m) with a mapping array computed at run time (uneven sizes, zero-size
// blocks, nodes that own nothing), gblock in 2-D templates combined with `*`, block and
// cyclic, and unfixed templates completed by template_fix (`template t[:]` + template_fix
// t[n]; gblock(*) + template_fix[gblock(m)]). Every node checks that it ran exactly the
// iterations its map entry gives it, and reductions over the arrays are compared with the
// serial value. -O0 is the naive lowering, -O2 runs loop-localize (gblock is block-like).
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS gblock-count
// CHECK: PASS gblock-sum
// CHECK: PASS gblock-offset
// CHECK: PASS gblock-star
// CHECK: PASS gblock-block
// CHECK: PASS gblock-cyclic
// CHECK: PASS fix-extent
// CHECK: PASS fix-gblock-count
// CHECK: PASS fix-gblock-sum
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]
#pragma xmp nodes g[*][1]

#define N 37

static void report(const char *what, double got, double want) {
  if (xmp_node_num() == 1)
    printf("%s %s (got %g, want %g)\n", got == want ? "PASS" : "FAIL", what, got, want);
}

/* Uneven block sizes for P coordinates summing to n: every third coordinate gets nothing. */
static void make_map(int *m, int P, int n) {
  int k, s = 0;
  for (k = 0; k < P; k++) {
    m[k] = (k % 3 == 1) ? 0 : k + 2;
    s += m[k];
  }
  m[P - 1] += n - s;
}

int main(void) {
  int P = xmp_num_nodes(), me = xmp_node_num() - 1;
  int m[8], i, j;
  double s, want;
  make_map(m, P, N);

  {
#pragma xmp template tg[N]
#pragma xmp distribute tg[gblock(m)] onto p
    double a[N];
#pragma xmp align a[i] with tg[i]
    int cnt = 0, ok = 0;
#pragma xmp loop on tg[i]
    for (i = 0; i < N; i++) {
      a[i] = i * i + 1;
      cnt++;
    }
    ok = cnt == m[me];
#pragma xmp reduction (+:ok)
    report("gblock-count", ok, P);
    s = 0;
    want = 0;
    for (i = 0; i < N; i++) want += i * i + 1;
#pragma xmp loop on tg[i] reduction(+:s)
    for (i = N - 1; i >= 0; i--) s += a[i];
    report("gblock-sum", s, want);
    /* Narrower bounds, an offset and a step. */
    s = 0;
    want = 0;
    /* The reporting node may own none of the iterations: it keeps s (reference 6.3.5). */
    int lo = 0, mine = 0;
    for (i = 0; i < me; i++) lo += m[i];
    for (i = 2; i < N - 3; i += 3) {
      want += (i + 1) * (i + 1) + 1;
      mine |= i + 1 >= lo && i + 1 < lo + m[me];
    }
    if (!mine) want = 0;
#pragma xmp loop on tg[i + 1] reduction(+:s)
    for (i = 2; i < N - 3; i += 3) s += a[i + 1];
    report("gblock-offset", s, want);
  }

  {
    int m2[8], m1[1] = {11};
    make_map(m2, P, 29);
#pragma xmp template t2[29][11]
#pragma xmp distribute t2[gblock(m2)][*] onto p
#pragma xmp template t3[29][11]
#pragma xmp distribute t3[gblock(m2)][block] onto g
#pragma xmp template t4[29][11]
#pragma xmp distribute t4[cyclic(2)][gblock(m1)] onto g
    long b2[29][11], b3[29][11], b4[29][11];
#pragma xmp align b2[i][j] with t2[i][j]
#pragma xmp align b3[i][j] with t3[i][j]
#pragma xmp align b4[i][j] with t4[i][j]
    long ls, lw = 0;
    for (i = 0; i < 29; i++)
      for (j = 0; j < 11; j++) lw += i * 100 + j;
#pragma xmp loop (i, j) on t2[i][j]
    for (i = 0; i < 29; i++)
      for (j = 0; j < 11; j++) b2[i][j] = i * 100 + j;
    ls = 0;
#pragma xmp loop (i, j) on t2[i][j] reduction(+:ls)
    for (i = 0; i < 29; i++)
      for (j = 0; j < 11; j++) ls += b2[i][j];
    report("gblock-star", ls, lw);
#pragma xmp loop (i, j) on t3[i][j]
    for (i = 0; i < 29; i++)
      for (j = 0; j < 11; j++) b3[i][j] = i * 100 + j;
    ls = 0;
#pragma xmp loop (i, j) on t3[i][j] reduction(+:ls)
    for (j = 0; j < 11; j++)
      for (i = 28; i >= 0; i--) ls += b3[i][j];
    report("gblock-block", ls, lw);
#pragma xmp loop (i, j) on t4[i][j]
    for (i = 0; i < 29; i++)
      for (j = 0; j < 11; j++) b4[i][j] = i * 100 + j;
    ls = 0;
#pragma xmp loop (i, j) on t4[i][j] reduction(+:ls)
    for (i = 0; i < 29; i++)
      for (j = 10; j >= 0; j -= 1) ls += b4[i][j];
    report("gblock-cyclic", ls, lw);
  }

  {
    /* `:` extents fixed at run time; block over the node count. */
    int n = 5 * P + 3;
#pragma xmp template tu[:]
#pragma xmp distribute tu[block] onto p
#pragma xmp template_fix tu[n]
    long ls = 0, lw = 0;
    for (i = 0; i < n; i++) lw += 7 * i + 2;
#pragma xmp loop on tu[i] reduction(+:ls)
    for (i = 0; i < n; i++) ls += 7 * i + 2;
    report("fix-extent", ls, lw);
  }

  {
    /* gblock(*): the map comes with template_fix; the template's extent also does. */
    int mf[8], cnt = 0, ok;
    make_map(mf, P, 3 * N);
#pragma xmp template tf[:]
#pragma xmp distribute tf[gblock(*)] onto p
#pragma xmp template_fix[gblock(mf)] tf[3 * N]
#pragma xmp loop on tf[i]
    for (i = 0; i < 3 * N; i++) cnt++;
    ok = cnt == mf[me];
#pragma xmp reduction (+:ok)
    report("fix-gblock-count", ok, P);
    long ls = 0, lw = 0;
    for (i = 0; i < 3 * N; i++) lw += i;
#pragma xmp loop on tf[i] reduction(+:ls)
    for (i = 0; i < 3 * N; i++) ls += i;
    report("fix-gblock-sum", ls, lw);
  }
  return 0;
}
