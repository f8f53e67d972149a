// bcast: scalars, arrays, structs; default source (first node of the `on` set), `from`,
// `on` subsets, legacy references, and async + wait_async / xmp_test_async.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include "Inputs/check.h"

#pragma xmp nodes p[*]

struct cfg {
  int a;
  double b;
  char name[5];
};

double gd;
long garr[3];

int main(void) {
  int me = xmpc_all_node_num(), n = xmp_all_num_nodes();
  int x = me * 10;
  struct cfg c = {me, me + 0.5, "none"};
  if (me == 0)
    c.name[0] = 'z';
  gd = me;
  garr[0] = me, garr[1] = -me, garr[2] = me * me;
#pragma xmp bcast (x, c, gd, garr)
  EXPECT_EQ(x, 0);
  EXPECT_EQ(c.a, 0);
  EXPECT(c.b == 0.5);
  EXPECT_EQ(c.name[0], 'z');
  EXPECT(gd == 0.0);
  EXPECT_EQ(garr[2], 0);

  /* from the last node. */
  x = me;
#pragma xmp bcast (x) from p[n - 1]
  EXPECT_EQ(x, n - 1);

  /* Legacy form: from p(2) is p[1]. */
  x = me;
#pragma xmp bcast (x) from p(2)
  EXPECT_EQ(x, 1);

  /* On a subset: the others keep their value; default source = first node of the set. */
  x = me;
#pragma xmp bcast (x) on p[1:n-1]
  EXPECT_EQ(x, me == 0 ? 0 : 1);
  x = me;
#pragma xmp bcast (x) from p[n-1] on p[1:n-1]
  EXPECT_EQ(x, me == 0 ? 0 : n - 1);

  /* Asynchronous, completed by wait_async; two operations under one id. */
  int y = me + 100;
  double z = me * 2.0;
#pragma xmp bcast (y) from p[n-1] async(3)
#pragma xmp bcast (z) async(3)
#pragma xmp wait_async (3)
  EXPECT_EQ(y, n - 1 + 100);
  EXPECT(z == 0.0);
  EXPECT_EQ(xmp_test_async(3), 1);
  /* An id without pending communication is ignored. */
#pragma xmp wait_async (99, 3)
  int id = 5;
  y = me;
#pragma xmp bcast (y) async(id + 1) on p
#pragma xmp wait_async (id + 1) on p
  EXPECT_EQ(y, 0);
  return xmp_test_finish();
}
