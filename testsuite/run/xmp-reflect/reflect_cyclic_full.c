// reflect of full shadows (`shadow a[*]`) on cyclic dimensions (cyclic and cyclic(2)):
// afterwards every node holds the whole dimension. 1-D; 2-D cyclic x block with the cyclic
// dimension full and the block one of width 1 (both at once, and one dimension at a time);
// 2-D with the cyclic dimension replicated by a `*` distribution of the other. -O0 is the
// naive lowering, -O2 runs loop-localize and reflect-hoist.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK cyclic-1d
// CHECK: OK cyclic2-1d
// CHECK: OK cyclic-block
// CHECK: OK cyclic-block-by-dim
// CHECK: OK cyclic-rows
#include <stdio.h>
#include <xmp.h>

#define N 17
#define R 9
#define C 8

#pragma xmp nodes p[*]
#pragma xmp nodes g[*][2]
#pragma xmp template t[N]
#pragma xmp distribute t[cyclic] onto p
#pragma xmp template tw[N]
#pragma xmp distribute tw[cyclic(2)] onto p
#pragma xmp template t2[R][C]
#pragma xmp distribute t2[cyclic][block] onto g
#pragma xmp template tr[R][C]
#pragma xmp distribute tr[cyclic][*] onto p
long a[N], b[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with tw[i]
#pragma xmp shadow a[*]
#pragma xmp shadow b[*]
int m[R][C], n2[R][C];
#pragma xmp align m[i][j] with t2[i][j]
#pragma xmp shadow m[*][1]
#pragma xmp align n2[i][j] with tr[i][j]
#pragma xmp shadow n2[*][0]

static int me;

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (me == 0) printf("%s %s\n", err ? "FAIL" : "OK", what);
}

/* m on this node after a reflect: every row, the owned columns +- 1 within the array
   (corners included), each 100 * i + j + off. */
static int check_m(int off) {
  int i, j, err = 0, lo = C, hi = -1;
#pragma xmp loop (j) on t2[*][j]
  for (j = 0; j < C; j++) {
    if (j < lo) lo = j;
    if (j > hi) hi = j;
  }
  if (hi < 0) return 0; /* owns no column */
  lo = lo > 0 ? lo - 1 : 0;
  hi = hi < C - 1 ? hi + 1 : C - 1;
  for (i = 0; i < R; i++)
    for (j = lo; j <= hi; j++) err += m[i][j] != 100 * i + j + off;
  return err;
}

int main(void) {
  int i, j, err;
  me = xmpc_node_num();

#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) a[i] = 10 * i + 1;
#pragma xmp reflect (a)
  err = 0;
  for (i = 0; i < N; i++) err += a[i] != 10 * i + 1;
  report("cyclic-1d", err);

#pragma xmp loop on tw[i]
  for (i = 0; i < N; i++) b[i] = 7 * i + 3;
#pragma xmp reflect (b)
  err = 0;
  for (i = 0; i < N; i++) err += b[i] != 7 * i + 3;
  report("cyclic2-1d", err);

#pragma xmp loop (i, j) on t2[i][j]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) m[i][j] = 100 * i + j;
#pragma xmp reflect (m)
  report("cyclic-block", check_m(0));

  /* New values: the corners must come from this round. */
#pragma xmp loop (i, j) on t2[i][j]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) m[i][j] = 100 * i + j + 5000;
#pragma xmp reflect (m) width(0, 1)
#pragma xmp reflect (m) width(1, 0)
  report("cyclic-block-by-dim", check_m(5000));

#pragma xmp loop (i) on tr[i][*]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) n2[i][j] = 1000 * i + j;
#pragma xmp reflect (n2)
  err = 0;
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) err += n2[i][j] != 1000 * i + j;
  report("cyclic-rows", err);
  return 0;
}
