// Global view, naive lowering: each distribution format (block, cyclic, cyclic(w), block(n),
// `*`) in 1-D and 2-D templates, sizes not divisible by the node count, more nodes than
// elements, align offsets, descending and non-unit-step loops, and loop reductions. Every
// node fills the elements it owns; reductions over the array are compared with the value
// computed serially by every node.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS block
// CHECK: PASS cyclic
// CHECK: PASS cyclic2
// CHECK: PASS tiny
// CHECK: PASS blockn
// CHECK: PASS offset-step
// CHECK: PASS 2d-block-cyclic
// CHECK: PASS 2d-star-cyclic3
// CHECK: PASS max
// CHECK: PASS 2d-block-block
// CHECK: PASS collapse-block
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]
#pragma xmp nodes g[*][1]
#pragma xmp template tb[23]
#pragma xmp template tc[23]
#pragma xmp template tc2[23]
#pragma xmp template tn(0:11)
#pragma xmp template tt[3]
#pragma xmp template to[30]
#pragma xmp template t2[7][9]
#pragma xmp template t3[5][11]
#pragma xmp template tbb[6][10]
#pragma xmp distribute tbb[block][block] onto g
#pragma xmp distribute tb[block] onto p
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp distribute tc2[cyclic(2)] onto p
#pragma xmp distribute tn(block(12)) onto p
#pragma xmp distribute tt[block] onto p
#pragma xmp distribute to[block] onto p
#pragma xmp distribute t2[block][cyclic] onto g
#pragma xmp distribute t3[*][cyclic(3)] onto p

double ab[23], ac[23], ac2[23], an[12];
int at[3];
long ao[25];
#pragma xmp align ab[i] with tb[i]
#pragma xmp align ac[i] with tc[i]
#pragma xmp align ac2[i] with tc2[i]
#pragma xmp align an[i] with tn(i)
#pragma xmp align at[i] with tt[i]
#pragma xmp align ao[i] with to[i + 3]
float m2[7][9];
#pragma xmp align m2[i][j] with t2[i][j]
double bb[6][10], cb[23][4];
#pragma xmp align bb[i][j] with tbb[i][j]
#pragma xmp align cb[i][*] with tb[i]
int m3[5][11];
#pragma xmp align m3[i][j] with t3[i][j]

static void report(const char *what, double got, double want) {
  if (xmp_node_num() == 1)
    printf("%s %s (got %g, want %g)\n", got == want ? "PASS" : "FAIL", what, got, want);
}

int main(void) {
  double s, want;
  int i, j;

#define PRAGMA(x) _Pragma(#x)
#define ONE_D(T, A, N, NAME)                                                                     \
  s = 0;                                                                                         \
  want = 0;                                                                                      \
  for (i = 0; i < N; i++) want += 3 * i + 1;                                                     \
  PRAGMA(xmp loop on T[i])                                                                       \
  for (i = 0; i < N; i++) A[i] = 3 * i + 1;                                                      \
  PRAGMA(xmp loop on T[i] reduction(+:s))                                                        \
  for (i = 0; i <= N - 1; i++) s += A[i];                                                        \
  report(NAME, s, want);

  ONE_D(tb, ab, 23, "block")
  ONE_D(tc, ac, 23, "cyclic")
  ONE_D(tc2, ac2, 23, "cyclic2")
  ONE_D(tt, at, 3, "tiny")

  // Paren template tn(0:11): indices 0..11, block(12) puts everything on node 0.
  s = 0;
  want = 0;
  for (i = 0; i < 12; i++) want += i * i;
#pragma xmp loop on tn(i)
  for (i = 11; i >= 0; i--) an[i] = i * i;
#pragma xmp loop on tn(i) reduction(+:s)
  for (i = 0; i < 12; i++) s += an[i];
  report("blockn", s, want);

  // Offset 3 and a step of 2 in both directions.
  long ls = 0, lw = 0;
  for (i = 0; i < 25; i += 2) lw += 5 * i;
#pragma xmp loop on to[i + 3]
  for (i = 24; i >= 0; i -= 2) ao[i] = 5 * i;
#pragma xmp loop on to[i + 3] reduction(+:ls)
  for (i = 0; i < 25; i += 2) ls += ao[i];
  report("offset-step", ls, lw);

  s = 0;
  want = 0;
  for (i = 0; i < 7; i++)
    for (j = 0; j < 9; j++) want += i * 10 + j;
#pragma xmp loop (i, j) on t2[i][j]
  for (i = 0; i < 7; i++)
    for (j = 0; j < 9; j++) m2[i][j] = i * 10 + j;
#pragma xmp loop (i, j) on t2[i][j] reduction(+:s)
  for (j = 8; j >= 0; j--)
    for (i = 0; i < 7; i++) s += m2[i][j];
  report("2d-block-cyclic", s, want);

  s = 0;
  want = 0;
  for (i = 0; i < 5; i++)
    for (j = 0; j < 11; j++) want += i * 100 + j;
#pragma xmp loop (i, j) on t3[i][j]
  for (i = 0; i < 5; i++)
    for (j = 0; j < 11; j++) m3[i][j] = i * 100 + j;
#pragma xmp loop (i, j) on t3[i][j] reduction(+:s)
  for (i = 0; i < 5; i++)
    for (j = 0; j < 11; j++) s += m3[i][j];
  report("2d-star-cyclic3", s, want);

  int mx = -1;
#pragma xmp loop on tc[i] reduction(max:mx)
  for (i = 0; i < 23; i++)
    if ((int)ac[i] > mx) mx = (int)ac[i];
  report("max", mx, 3 * 22 + 1);

  s = 0;
  want = 0;
  for (i = 0; i < 6; i++)
    for (j = 0; j < 10; j++) want += i * 1000 + j * j;
#pragma xmp loop (i, j) on tbb[i][j]
  for (i = 0; i < 6; i++)
    for (j = 9; j >= 0; j--) bb[i][j] = i * 1000 + j * j;
#pragma xmp loop (i, j) on tbb[i][j] reduction(+:s)
  for (i = 0; i < 6; i++)
    for (j = 0; j < 10; j += 1) s += bb[i][j];
  report("2d-block-block", s, want);

  s = 0;
  want = 0;
  for (i = 0; i < 23; i++)
    for (j = 0; j < 4; j++) want += i * 4 + j;
#pragma xmp loop on tb[i]
  for (i = 0; i < 23; i++)
    for (j = 0; j < 4; j++) cb[i][j] = i * 4 + j;
#pragma xmp loop on tb[i] reduction(+:s)
  for (i = 0; i < 23; i++)
    for (j = 0; j < 4; j++) s += cb[i][j];
  report("collapse-block", s, want);
  return 0;
}
