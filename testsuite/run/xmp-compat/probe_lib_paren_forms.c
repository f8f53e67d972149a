// The parenthesis (Fortran-order, 1-based) forms that older programs written for the reference
// implementation use with the collectives and the library: bcast from/on p(k), p(i,j),
// p(:,j); reduction on p(lo:hi) and on p(:,*) (one per column of the Fortran-order array);
// barrier on p(1:2); task on p(1,:) with xmp_node_num inside; post/wait on p(k); templates
// t(1:N) with bcast from a template element and a reduction on a template section.
// In p(2,2) the first subscript varies fastest: node k (1-based) is p(1 + (k-1) % 2, 1 + (k-1) / 2).
// Written in the style of the reference implementation's test suite (PASS/ERROR per node,
// exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#pragma xmp nodes p(4)
#pragma xmp nodes q(2,2) = p(1:4)
#pragma xmp template t(1:20)
#pragma xmp distribute t(block) onto p
int result = 0, me;
#define FAIL(k) do { printf("ERROR node %d: check %d (line %d)\n", me, (k), __LINE__); result = 1; } while (0)

int main(void) {
  me = xmp_node_num();          /* 1-based */
  int i = 1 + (me - 1) % 2, j = 1 + (me - 1) / 2, x, v;
  x = me;
#pragma xmp bcast (x) from p(3)
  if (x != 3) FAIL(1);
  x = me;
#pragma xmp bcast (x) from q(2,1)
  if (x != 2) FAIL(2);
  x = me;
#pragma xmp bcast (x) from q(1,j) on q(:,j)
  if (x != 2 * j - 1) FAIL(3);
  x = me;
#pragma xmp bcast (x) on p(2:4)
  if (x != (me == 1 ? 1 : 2)) FAIL(4);
  x = me;
#pragma xmp reduction (+:x) on p(2:3)
  if (x != (me == 2 || me == 3 ? 5 : me)) FAIL(5);
  x = me;
#pragma xmp reduction (+:x) on q(:,*)
  if (x != 4 * j - 1) FAIL(6);
  x = me;
#pragma xmp reduction (max:x) on q(*,:)
  if (x != 2 + i) FAIL(7);
#pragma xmp barrier on p(1:2)
#pragma xmp task on q(:,2)
  {
    if (xmp_num_nodes() != 2 || xmp_node_num() != i) FAIL(8);
  }
  if (me == 4) {
#pragma xmp post (p(1), 3)
  }
  if (me == 1) {
#pragma xmp wait (p(4), 3)
  }
  /* t(1:20) block over 4: node k holds 5k-4 .. 5k */
  x = me;
#pragma xmp bcast (x) from t(12)
  if (x != 3) FAIL(9);
  x = me;
#pragma xmp reduction (+:x) on t(1:10)
  if (x != (me <= 2 ? 3 : me)) FAIL(10);
  xmp_template_lbound(xmp_desc_of(t), 1, &v);
  if (v != 1) FAIL(11);
  xmp_nodes_size(xmp_desc_of(q), 1, &v);
  if (v != 2) FAIL(12);
#pragma xmp reduction(max:result)
  if (me == 1) { if (result == 0) printf("PASS\n"); else printf("ERROR\n"); }
  return result;
}
