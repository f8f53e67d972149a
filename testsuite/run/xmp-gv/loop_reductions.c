// Loop reductions (reference 6.3.5): the value before the loop counted once for +, *, -, &,
// |, ^, &&, ||, max and min (also with nodes that own no iteration), and firstmax, firstmin,
// lastmax, lastmin with location variables over block, cyclic and gblock-free 2-D
// distributions, ascending and descending loops, ties between nodes, and the value before
// the loop winning. Every result is compared with the serial computation.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS initial-values
// CHECK: PASS firstmax-block
// CHECK: PASS firstmin-cyclic
// CHECK: PASS lastmax-block-desc
// CHECK: PASS lastmin-cyclic
// CHECK: PASS firstmax-2d
// CHECK: PASS lastmax-2d
// CHECK: PASS initial-wins
#include <stdio.h>
#include <xmp.h>

#define N 23
#pragma xmp nodes p[*]
#pragma xmp nodes g[*][1]
#pragma xmp template tb[N]
#pragma xmp distribute tb[block] onto p
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp template t2[6][8]
#pragma xmp distribute t2[block][cyclic] onto g

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

/* A value with repeated maxima and minima at several places. */
static int val(int i) { return (i * 7) % 10; }
static int val2(int i, int j) { return ((i * 5 + j * 3) % 7) * ((i + j) % 3 == 0 ? -1 : 1); }

int main(void) {
  int i, j, err = 0;
  long s = 100, pr = 3, sub = 50, band = 0x7f, bor = 0x100, bxor = 0x5, mx = 1000, mn = -1000;
  int land = 1, lor = 0;
  double d = 0.5;
  /* Only iterations 2..4 run: most nodes own none of them when there are many. */
#pragma xmp loop on tb[i] reduction(+:s) reduction(*:pr) reduction(-:sub, d) reduction(&:band) reduction(|:bor) reduction(^:bxor) reduction(&&:land) reduction(||:lor) reduction(max:mx) reduction(min:mn)
  for (i = 2; i < 5; i++) {
    s += i;
    pr *= i;
    sub -= i;
    d -= 0.25 * i;
    band &= ~(1 << i);
    bor |= 1 << i;
    bxor ^= i;
    land = land && i > 0;
    lor = lor || i == 3;
    if (i > mx) mx = i;
    if (i < mn) mn = i;
  }
  /* Nodes owning none of tb[2:3] are not in the reduction set and keep their values
     (reference 6.3.5). */
  int bs = (N + xmp_num_nodes() - 1) / xmp_num_nodes(), me = xmpc_node_num();
  if (me * bs < 5 && (me + 1) * bs > 2) {
    err += s != 109 || pr != 72 || sub != 41 || d != 0.5 - 0.25 * 9;
    err += band != (0x7f & ~0x1c) || bor != 0x11c || bxor != (5 ^ 2 ^ 3 ^ 4);
    err += land != 1 || lor != 1 || mx != 1000 || mn != -1000;
  } else {
    err += s != 100 || pr != 3 || sub != 50 || d != 0.5;
    err += band != 0x7f || bor != 0x100 || bxor != 5;
    err += land != 1 || lor != 0 || mx != 1000 || mn != -1000;
  }
  report("initial-values", err);

  /* firstmax over a block distribution: the maximum 9 occurs at i = 7, 17. */
  int best = -1, bi = -1;
#pragma xmp loop on tb[i] reduction(firstmax: best / bi /)
  for (i = 0; i < N; i++)
    if (val(i) > best) {
      best = val(i);
      bi = i;
    }
  report("firstmax-block", best != 9 || bi != 7);

  /* firstmin over cyclic: the minimum 0 occurs at i = 0, 10, 20. */
  int low = 99, li = -1;
  double lf = -1;
#pragma xmp loop on tc[i] reduction(firstmin: low / li, lf /)
  for (i = 0; i < N; i++)
    if (val(i) < low) {
      low = val(i);
      li = i;
      lf = 0.5 * i;
    }
  report("firstmin-cyclic", low != 0 || li != 0 || lf != 0);

  /* lastmax over block with a descending loop: in iteration order (22 down to 0) the last
   * iteration attaining 9 is i = 7; the body uses >= so every node keeps its latest one. */
  best = -1;
  bi = -1;
#pragma xmp loop on tb[i] reduction(lastmax: best / bi /)
  for (i = N - 1; i >= 0; i--)
    if (val(i) >= best) {
      best = val(i);
      bi = i;
    }
  report("lastmax-block-desc", best != 9 || bi != 7);

  /* lastmin over cyclic, ascending: the last 0 is at i = 20. */
  low = 99;
  li = -1;
#pragma xmp loop on tc[i] reduction(lastmin: low / li /)
  for (i = 0; i < N; i++)
    if (val(i) <= low) {
      low = val(i);
      li = i;
    }
  report("lastmin-cyclic", low != 0 || li != 20);

  /* 2-D: serial answers computed here by every node. */
  int sb = -100, si = -1, sj = -1, lb = -100, lI = -1, lJ = -1;
  for (i = 0; i < 6; i++)
    for (j = 0; j < 8; j++) {
      if (val2(i, j) > sb) {
        sb = val2(i, j);
        si = i;
        sj = j;
      }
      if (val2(i, j) >= lb) {
        lb = val2(i, j);
        lI = i;
        lJ = j;
      }
    }
  /* Rows of t2 are block-distributed over g: nodes without rows keep their values. */
  int rows = me * ((6 + xmp_num_nodes() - 1) / xmp_num_nodes()) < 6;
  if (!rows) {
    sb = lb = -100;
    si = sj = lI = lJ = -1;
  }
  int b2 = -100, bi2 = -1, bj2 = -1;
#pragma xmp loop (i, j) on t2[i][j] reduction(firstmax: b2 / bi2, bj2 /)
  for (i = 0; i < 6; i++)
    for (j = 0; j < 8; j++)
      if (val2(i, j) > b2) {
        b2 = val2(i, j);
        bi2 = i;
        bj2 = j;
      }
  report("firstmax-2d", b2 != sb || bi2 != si || bj2 != sj);
  b2 = -100;
  bi2 = bj2 = -1;
#pragma xmp loop (i, j) on t2[i][j] reduction(lastmax: b2 / bi2, bj2 /)
  for (i = 0; i < 6; i++)
    for (j = 0; j < 8; j++)
      if (val2(i, j) >= b2) {
        b2 = val2(i, j);
        bi2 = i;
        bj2 = j;
      }
  report("lastmax-2d", b2 != lb || bi2 != lI || bj2 != lJ);

  /* The value before the loop is already the maximum: it and its location stay. */
  best = 9;
  bi = -5;
#pragma xmp loop on tb[i] reduction(firstmax: best / bi /)
  for (i = 0; i < N; i++)
    if (val(i) > best) {
      best = val(i);
      bi = i;
    }
  report("initial-wins", best != 9 || bi != -5);
  return 0;
}
