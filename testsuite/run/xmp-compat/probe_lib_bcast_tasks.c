// bcast of scalars of every type, arrays, 2-D arrays, structures and arrays of structures,
// from a node, from a template element, on node subsets (1-D and 2-D node arrays, with and
// without from), with async; barrier on node subsets and template sections; task/tasks on
// node ranges, nested tasks, nocomm, inquiry inside tasks (xmp_node_num counts in the task,
// xmp_all_node_num in the whole program), a nodes array declared "= *" inside a nested task.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node,
// exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=ERROR %}
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <complex.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp nodes q[*][2] = p
#pragma xmp template t[64]
#pragma xmp distribute t[cyclic(3)] onto p
int result = 0, me, np;
#define FAIL(k) do { printf("ERROR node %d: check %d\n", me, (k)); result = 1; } while (0)
struct R { char c; short s; double v[3]; long double x; };

int main(void) {
  me = xmpc_node_num();
  np = xmp_num_nodes();
  /* scalars of every type from the last node */
  char c = me; unsigned char uc = me; short sh = me; unsigned short ush = me; int i = me;
  unsigned u = me; long l = me; unsigned long ul = me; long long ll = me; unsigned long long ull = me;
  float f = me; double d = me; long double ld = me; float _Complex fz = me * I; double _Complex dz = me + me * I;
  _Bool b = me == np - 1;
#pragma xmp bcast (c, uc, sh, ush, i, u, l, ul, ll, ull, f, d, ld, fz, dz, b) from p[np - 1]
  int w = np - 1;
  if (c != w || uc != w || sh != w || ush != w || i != w || u != (unsigned)w || l != w || ul != (unsigned long)w) FAIL(1);
  if (ll != w || ull != (unsigned long long)w || f != w || d != w || ld != w || cimagf(fz) != w) FAIL(2);
  if (creal(dz) != w || cimag(dz) != w || !b) FAIL(3);
  /* arrays and structures; default source = first node */
  int arr[5][4];
  struct R r, rs[3];
  for (int x = 0; x < 5; x++) for (int y = 0; y < 4; y++) arr[x][y] = me * 100 + x * 4 + y;
  r.c = me; r.s = me; r.v[0] = r.v[1] = r.v[2] = me + 0.5; r.x = me * 2.0L;
  for (int k = 0; k < 3; k++) { rs[k] = r; rs[k].s = me + k; }
#pragma xmp bcast (arr, r, rs)
  for (int x = 0; x < 5; x++) for (int y = 0; y < 4; y++) if (arr[x][y] != x * 4 + y) FAIL(4);
  if (r.c != 0 || r.s != 0 || r.v[2] != 0.5 || r.x != 0) FAIL(5);
  if (rs[2].s != 2 || rs[1].v[1] != 0.5) FAIL(6);
  /* from a template element: t[10] (cyclic(3): block 3 of the template, node 3 % np) */
  i = me;
#pragma xmp bcast (i) from t[10]
  if (i != 3 % np) FAIL(7);
  /* on a subset, without and with from */
  i = me;
#pragma xmp bcast (i) on p[1:np-1]
  if (i != (me == 0 ? 0 : 1)) FAIL(8);
  i = me;
#pragma xmp bcast (i) from p[np - 1] on p[1:np-1]
  if (i != (me == 0 ? 0 : np - 1)) FAIL(9);
  /* on a row of the 2-D node array q[np/2][2] (C order: q[k][0] = node 2k, q[k][1] = 2k+1) */
  i = me;
#pragma xmp bcast (i) from q[0][1] on q[0][:]
  if (i != (me < 2 ? 1 : me)) FAIL(10);
  /* on a column of q: the odd nodes only */
  i = me;
#pragma xmp bcast (i) from q[np / 2 - 1][1] on q[:][1]
  if (i != (me % 2 == 1 ? np - 1 : me)) FAIL(11);
  /* async */
  double av[6];
  for (int k = 0; k < 6; k++) av[k] = me * 10 + k;
  l = me;
#pragma xmp bcast (av) from p[1] async(7)
#pragma xmp bcast (l) from p[2] async(7)
#pragma xmp wait_async (7)
  for (int k = 0; k < 6; k++) if (av[k] != 10 + k) FAIL(12);
  if (l != 2) FAIL(13);
  /* barriers on subsets */
#pragma xmp barrier on p[0:2]
#pragma xmp barrier on q[:][1]
#pragma xmp barrier on t[0:6]
  /* tasks on ranges; inquiry in a task */
#pragma xmp task on p[1:np-2]
  {
    if (xmp_num_nodes() != np - 2 || xmp_node_num() != me || xmpc_node_num() != me - 1) FAIL(14);
    if (xmp_all_num_nodes() != np || xmp_all_node_num() != me + 1 || xmpc_all_node_num() != me) FAIL(15);
    int one = 1;
#pragma xmp reduction (+:one)
    if (one != np - 2) FAIL(16);
    /* nested: the first two of the task */
#pragma xmp task on p[1:2]
    {
      if (xmp_num_nodes() != 2 || xmp_node_num() != me) FAIL(17);
#pragma xmp nodes e[*] = *
      int sz = 0;
      xmp_nodes_size(xmp_desc_of(e), 1, &sz);
      if (sz != 2) FAIL(18);
      int attr = 0;
      xmp_nodes_attr(xmp_desc_of(e), &attr);
      if (attr != XMP_EXECUTING_NODES) FAIL(19);
      int two = 1;
#pragma xmp reduction (+:two)
      if (two != 2) FAIL(20);
      int k = xmpc_node_num();
#pragma xmp bcast (k) from e[1]
      if (k != 1) FAIL(21);
    }
  }
  /* tasks: disjoint halves, each with its own collective */
  int half = np / 2, sum = me;
#pragma xmp tasks
  {
#pragma xmp task on p[0:half]
    {
#pragma xmp reduction (+:sum)
      if (sum != half * (half - 1) / 2) FAIL(22);
    }
#pragma xmp task on p[half:np-half]
    {
#pragma xmp reduction (+:sum)
      if (sum != (np * (np - 1) - half * (half - 1)) / 2) FAIL(23);
    }
  }
  /* nocomm: the task's own nodes only, no new communicator */
  int hit = 0;
#pragma xmp task on p[np - 1] nocomm
  { hit = 1; if (xmp_all_node_num() != np) FAIL(24); }
  if (hit != (me == np - 1)) FAIL(25);
  /* a task on a strided set: every second node */
  int ev = me;
#pragma xmp task on p[0:np/2:2]
  {
    if (xmp_num_nodes() != np / 2 || xmpc_node_num() != me / 2) FAIL(26);
#pragma xmp reduction (max:ev)
    if (ev != np - 2) FAIL(27);
  }
#pragma xmp reduction(max:result)
  if (me == 0) { if (result == 0) printf("PASS\n"); else printf("ERROR\n"); }
  return result;
}
