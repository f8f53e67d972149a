// reduce_shadow on a 2-D [block][block] array on a 2-D node array (reference 7.2): corner
// slots are added too by default (they reach the owner through the neighbour that shares its
// row block), not with `orthogonal`; /periodic/ in one or both dimensions with widths wider
// than one; sizes not divisible by the node counts; async(id). Every shadow slot gets a value
// depending on its holder and position, and the expected owned values are computed here
// independently from every node's block bounds.
// RUN: %xmpcc -O1 %s -o %t.O1
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: env XMP_MPI_DIRECT=0 %xmprun -n 4 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O1 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS bb-default
// CHECK: PASS bb-orthogonal
// CHECK: PASS bb-periodic
// CHECK: PASS bb-periodic-orth
// CHECK: PASS bb-mixed
// CHECK: PASS bb-async
#include <stdio.h>
#include <xmp.h>

#define N0 11
#define N1 13
#define SL0 2
#define SH0 2
#define SL1 2
#define SH1 1

#pragma xmp nodes g[*][2]
#pragma xmp template t[N0][N1]
#pragma xmp distribute t[block][block] onto g

long a[N0][N1];
#pragma xmp align a[i][j] with t[i][j]
#pragma xmp shadow a[SL0:SH0][SL1:SH1]

static long expect[N0][N1];
static int fails;

#include "Inputs/reduce_shadow_2d.h"

int main(void) {
  fill();
#pragma xmp reduce_shadow (a)
  add_expected(SL0, SH0, SL1, SH1, 0, 0, 0);
  check("bb-default");

  fill();
#pragma xmp reduce_shadow (a) orthogonal
  add_expected(SL0, SH0, SL1, SH1, 0, 0, 1);
  check("bb-orthogonal");

  fill();
#pragma xmp reduce_shadow (a) width(/periodic/2, /periodic/2:1)
  add_expected(2, 2, 2, 1, 1, 1, 0);
  check("bb-periodic");

  fill();
#pragma xmp reduce_shadow (a) width(/periodic/1:2, /periodic/1) orthogonal
  add_expected(1, 2, 1, 1, 1, 1, 1);
  check("bb-periodic-orth");

  fill();
#pragma xmp reduce_shadow (a) width(/periodic/2:0, 1:1)
  add_expected(2, 0, 1, 1, 1, 0, 0);
  check("bb-mixed");

  fill();
#pragma xmp reduce_shadow (a) width(1, /periodic/1) async(9)
  add_expected(1, 1, 1, 1, 0, 1, 0);
#pragma xmp wait_async (9)
  if (!xmp_test_async(9)) printf("FAIL test_async node %d\n", xmp_node_num());
  check("bb-async");
  return fails != 0;
}
