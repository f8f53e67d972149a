// Template references in `on`/`from` clauses (reference 3.2): the node set of the nodes owning
// some referenced element, for task (index, section with step, bare name), barrier, reduction
// and bcast (`from t[k]`), over block and cyclic templates, including nodes that own nothing.
// Every node compares what it saw with the owners it computes itself.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS task-index
// CHECK: PASS task-section
// CHECK: PASS task-bare
// CHECK: PASS task-cyclic
// CHECK: PASS task-paren
// CHECK: PASS task-2d
// CHECK: PASS task-nested
// CHECK: PASS tasks
// CHECK: PASS barrier
// CHECK: PASS reduction
// CHECK: PASS bcast
#include <stdio.h>
#include <xmp.h>
#define N 10

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp template tf(1:N)
#pragma xmp distribute tf(block) onto p
#pragma xmp template t2[N][4]
#pragma xmp distribute t2[block][*] onto p
#pragma xmp template ts[3]
#pragma xmp distribute ts[block] onto p

static int me, np;

// Block owner of index i of an n-element template (0-based).
static int bowner(int i, int n) {
  int c = (n + np - 1) / np;
  return i / c;
}

// Whether this node owns some of lo, lo+st, ..., <= ub, and how many nodes do; also this
// node's position among them.
static int expect(int cyc, int n, int lo, int ub, int st, int *count, int *pos) {
  int mine = 0;
  *count = 0;
  *pos = -1;
  for (int r = 0; r < np; r++) {
    int has = 0;
    for (int i = lo; i <= ub; i += st)
      if ((cyc ? i % np : bowner(i, n)) == r) has = 1;
    if (has) {
      if (r == me) {
        mine = 1;
        *pos = *count;
      }
      (*count)++;
    }
  }
  return mine;
}

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (me == 0) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

static int check_task(int ran, int size, int num, int mine, int count, int pos) {
  if (ran != mine) return 1;
  if (ran && (size != count || num != pos + 1)) return 1;
  return 0;
}

int main(void) {
  me = xmpc_all_node_num();
  np = xmp_all_num_nodes();
  int ran, size, num, count, pos, mine;

  ran = size = num = 0;
#pragma xmp task on t[7]
  {
    ran = 1;
    size = xmp_num_nodes();
    num = xmp_node_num();
  }
  mine = expect(0, N, 7, 7, 1, &count, &pos);
  report("task-index", check_task(ran, size, num, mine, count, pos));

  ran = size = num = 0;
#pragma xmp task on t[1:4:2]
  {
    ran = 1;
    size = xmp_num_nodes();
    num = xmp_node_num();
  }
  mine = expect(0, N, 1, 7, 2, &count, &pos);
  report("task-section", check_task(ran, size, num, mine, count, pos));

  ran = size = num = 0;
#pragma xmp task on ts
  {
    ran = 1;
    size = xmp_num_nodes();
    num = xmp_node_num();
  }
  mine = expect(0, 3, 0, 2, 1, &count, &pos);
  report("task-bare", check_task(ran, size, num, mine, count, pos));

  ran = size = num = 0;
#pragma xmp task on tc[5:]
  {
    ran = 1;
    size = xmp_num_nodes();
    num = xmp_node_num();
  }
  mine = expect(1, N, 5, N - 1, 1, &count, &pos);
  report("task-cyclic", check_task(ran, size, num, mine, count, pos));

  ran = size = num = 0;
#pragma xmp task on tf(3:6)
  {
    ran = 1;
    size = xmp_num_nodes();
    num = xmp_node_num();
  }
  mine = expect(0, N, 2, 5, 1, &count, &pos);
  report("task-paren", check_task(ran, size, num, mine, count, pos));

  ran = size = num = 0;
#pragma xmp task on t2[6][1:2]
  {
    ran = 1;
    size = xmp_num_nodes();
    num = xmp_node_num();
  }
  mine = expect(0, N, 6, 6, 1, &count, &pos);
  report("task-2d", check_task(ran, size, num, mine, count, pos));

  // Nested: inside the owners of the first half, the owner of t[4] (evaluated by that subset).
  ran = size = num = 0;
#pragma xmp task on t[0:5]
  {
#pragma xmp task on t[4]
    {
      ran = 1;
      size = xmp_num_nodes();
      num = xmp_node_num();
    }
  }
  mine = expect(0, N, 4, 4, 1, &count, &pos);
  report("task-nested", check_task(ran, size, num, mine, count, pos));

  // tasks: both `on` sets are evaluated at entry, by every executing node.
  int a = 0, b = 0;
#pragma xmp tasks
  {
#pragma xmp task on t[0]
    a = 1;
#pragma xmp task on t[N - 1]
    b = 1;
  }
  report("tasks", a != (me == 0) || b != (me == bowner(N - 1, N)));

  // barrier on the owners of ts (nodes outside it do not take part).
#pragma xmp barrier on ts
  report("barrier", 0);

  int s = 1;
#pragma xmp reduction(+ : s) on t[2:5]
  mine = expect(0, N, 2, 6, 1, &count, &pos);
  report("reduction", mine ? s != count : s != 1);

  int v = 100 + me;
#pragma xmp bcast (v) from t[9] on t
  // Every node owning some of t takes the value of the owner of t[9].
  mine = expect(0, N, 0, N - 1, 1, &count, &pos);
  report("bcast", mine ? v != 100 + bowner(9, N) : v != 100 + me);
  return 0;
}
