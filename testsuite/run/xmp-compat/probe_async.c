// Reductions of several variables and bcast of several on a subset with async and one wait_async for both ids, xmp_test_async polling, barrier on a template section, a task per node in a loop, templates, nodes (= *) and aligned VLAs declared inside a function called by all nodes and from a task.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#pragma xmp nodes p(4)
#pragma xmp template t(0:15)
#pragma xmp distribute t(cyclic) onto p
int result = 0;
static int me;
static void chk(int k, int ok) { if (!ok) { result = k; printf("node %d fails %d\n", me, k); } }
static int local_sum(int n) {
#pragma xmp nodes q(*) = *
#pragma xmp template tl(0:n-1)
#pragma xmp distribute tl(block) onto q
  int v[n];
#pragma xmp align v[i] with tl(i)
  int s = 0;
#pragma xmp loop (i) on tl(i)
  for (int i = 0; i < n; i++) v[i] = i;
#pragma xmp loop (i) on tl(i) reduction(+:s)
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
int main(void) {
  me = xmp_node_num();
  int a = me, b = 2 * me, c[3] = {me, me, me};
#pragma xmp reduction (+:a, b, c) async(1)
  double d = me, e = -me;
#pragma xmp bcast (d, e) from p(3) on p(2:4) async(2)
#pragma xmp wait_async(1, 2)
  chk(1, a == 10 && b == 20 && c[0] == 10 && c[2] == 10);
  chk(2, me >= 2 ? (d == 3 && e == -3) : (d == me && e == -me));
  int f = me;
#pragma xmp reduction (max:f) async(5)
  while (!xmp_test_async(5)) ;
  chk(3, f == 4);
#pragma xmp barrier on t(1:5)
  /* a task per node: the idiom for "node k alone" */
  int mine = 0;
  for (int k = 1; k <= 4; k++) {
#pragma xmp task on p(k)
    { mine = k * 10 + xmp_num_nodes(); }
  }
  chk(4, mine == me * 10 + 1);
  chk(5, local_sum(10) == 45);
  int in = 0;
#pragma xmp task on p(2:3)
  { in = local_sum(6); }
  chk(6, (me == 2 || me == 3) ? in == 15 : in == 0);
#pragma xmp reduction (max:result)
  if (result == 0) printf("PASS %d\n", me);
  else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
