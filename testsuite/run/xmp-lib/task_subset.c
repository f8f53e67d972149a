// Transformational procedures (reference 10.7) and node sets other than the whole: each call
// is collective over the current executing node set. Checked: arrays on a node subarray
// called by every node (nodes outside the subarray take part holding nothing); inside
// `task on` a subset, arrays mapped onto the task's nodes, sections of larger arrays whose
// elements all live on the task's nodes, local arrays, and a source replicated onto every node
// read from executing replicas only (the task leaves out node 0, the first replica). Results
// are compared with serial computations; nodes outside the task must see no change.
// An argument that is written and has elements on nodes outside the executing set, or a
// source with no copy on the executing nodes, is a runtime error naming the line (the nodes
// outside do not take part, so the call cannot be done collectively).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t | FileCheck %s --implicit-check-not=FAIL %}
// RUN: not %xmprun -n 2 %t dest 2>&1 | FileCheck %s --check-prefix=DEST
// RUN: not %xmprun -n 3 %t source 2>&1 | FileCheck %s --check-prefix=SOURCE
// CHECK: OK subarray-by-all
// CHECK: OK task-own-arrays
// CHECK: OK task-sections
// CHECK: OK task-outside-untouched
// CHECK: OK task-local
// CHECK: OK task-replicated-source
// CHECK: OK task-2d-column
// CHECK: OK concurrent-tasks
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xmp.h>

#pragma xmp nodes p[*]

enum { N = 12 };

static void report(const char *what, int ok) {
#pragma xmp reduction (min: ok)
  if (xmp_node_num() == 1) printf("%s %s\n", ok ? "OK" : "FAIL", what);
}

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static int val(int i) { return (i * 7 + 3) % 11 - 5; }

static int lv[N], lw[N], lx[N];

int main(int argc, char **argv) {
  int P = xmp_num_nodes(), me = xmpc_node_num();
  int h = (P + 1) / 2; /* the first h nodes */
  const char *mode = argc > 1 ? argv[1] : "";
  for (int i = 0; i < N; i++) lv[i] = val(i);
  memcpy(lw, lv, sizeof lw);
  qsort(lw, N, sizeof(int), cmp_int);

  if (!strcmp(mode, "dest")) {
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
    int a[N], b[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp task on p[0:1]
    {
      // DEST: error: xmp_sort_up: argument 1: nodes outside the executing node set hold elements of this section {{.*}}at {{.*}}task_subset.c:[[@LINE+1]]
      xmp_sort_up(b[:], a[:]);
    }
    return 0;
  }
  if (!strcmp(mode, "source")) {
#pragma xmp template t[N]
#pragma xmp distribute t[cyclic] onto p
    int a[N];
#pragma xmp align a[i] with t[i]
#pragma xmp task on p[1:2]
    {
      // SOURCE: error: xmp_sort_up: argument 2: elements of this section have no copy on the executing nodes {{.*}}at {{.*}}task_subset.c:[[@LINE+1]]
      xmp_sort_up(lx[:], a[:]);
    }
    return 0;
  }

  {
    /* Arrays on q = p[0:h], called by every node. */
#pragma xmp nodes q[h] = p[0:h]
#pragma xmp template tq[N]
#pragma xmp distribute tq[block] onto q
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto q
    int a[N], b[N];
#pragma xmp align a[i] with tq[i]
#pragma xmp align b[i] with tc[i]
#pragma xmp gmove
    a[:] = lv[:];
    xmp_sort_up(b[:], a[:]);
    int ok = 1;
    /* (a gmove into local arrays of nodes outside q is not supported: read on q) */
#pragma xmp task on q
    {
#pragma xmp gmove
      lx[:] = b[:];
      ok = !memcmp(lx, lw, sizeof lx);
    }
    report("subarray-by-all", ok);

    /* The same arrays inside task on q. */
    ok = 1;
#pragma xmp task on q
    {
      xmp_sort_down(a[:], b[:]);
#pragma xmp gmove
      lx[:] = a[:];
      for (int i = 0; i < N; i++) ok &= lx[i] == lw[N - 1 - i];
    }
    report("task-own-arrays", ok);
  }
  {
    /* Sections of arrays on all of p whose elements live on the task's nodes p[0:h]; the
     * rest of the arrays (on the other nodes) must stay as they were. */
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
    int a[N], b[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
    int chunk = (N + P - 1) / P, len = h * chunk < N ? h * chunk : N;
#pragma xmp gmove
    a[:] = lv[:];
#pragma xmp loop on t[i]
    for (int i = 0; i < N; i++) b[i] = 100 + i;
#pragma xmp task on p[0:h]
    {
      xmp_sort_up(b[0:len], a[0:len]);
    }
#pragma xmp gmove
    lx[:] = b[:];
    int want[N];
    for (int i = 0; i < N; i++) want[i] = i < len ? lv[i] : 100 + i;
    qsort(want, len, sizeof(int), cmp_int);
    report("task-sections", !memcmp(lx, want, sizeof lx));
    int ok = 1;
    for (int i = len; i < N; i++) ok &= lx[i] == 100 + i;
    report("task-outside-untouched", ok);
  }
  {
    /* Local arrays inside a task on the last node. */
    static double la[3][4], lb[4][2], lm[3][2];
    for (int i = 0; i < 3; i++)
      for (int k = 0; k < 4; k++) la[i][k] = i - k;
    for (int k = 0; k < 4; k++)
      for (int j = 0; j < 2; j++) lb[k][j] = k + 2 * j;
    int ok = 1;
#pragma xmp task on p[P - 1]
    {
      xmp_matmul(lm[:][:], la[:][:], lb[:][:]);
      for (int i = 0; i < 3; i++)
        for (int j = 0; j < 2; j++) {
          double s = 0;
          for (int k = 0; k < 4; k++) s += la[i][k] * lb[k][j];
          ok &= lm[i][j] == s;
        }
    }
    report("task-local", ok);
  }
  {
    /* A source replicated onto every node, read inside a task without node 0. */
#pragma xmp template t2[N][P]
#pragma xmp distribute t2[*][block] onto p
    int r[N];
#pragma xmp align r[i] with t2[i][*]
    for (int i = 0; i < N; i++) r[i] = lv[i];
    int ok = 1;
    int lo = P > 1 ? 1 : 0;
#pragma xmp task on p[lo:P - lo]
    {
      static int out[N];
      xmp_sort_down(out[:], r[:]);
      for (int i = 0; i < N; i++) ok &= out[i] == lw[N - 1 - i];
    }
    report("task-replicated-source", ok);
  }
  if (P % 2 == 0) {
    /* A 2-D node array (even node counts; odd ones report OK without checking): inside a
     * task on its column 1, a source distributed over the rows and replicated along the
     * columns (read from column 1, not the first replica) into an array on the column's
     * node subarray r. */
#pragma xmp nodes q2[P / 2][2] = p
#pragma xmp nodes r[P / 2] = q2[:][1]
#pragma xmp template t2[N][2]
#pragma xmp distribute t2[block][block] onto q2
#pragma xmp template tr[N]
#pragma xmp distribute tr[cyclic(2)] onto r
    int a[N], c[N];
#pragma xmp align a[i] with t2[i][*]
#pragma xmp align c[i] with tr[i]
#pragma xmp gmove
    a[:] = lv[:];
    int ok = 1;
#pragma xmp task on q2[:][1]
    {
      xmp_sort_up(c[:], a[:]);
#pragma xmp gmove
      lx[:] = c[:];
      ok = !memcmp(lx, lw, sizeof lx);
    }
    report("task-2d-column", ok);
  } else {
    report("task-2d-column", 1);
  }
  if (P >= 2) {
    /* Two concurrent tasks on disjoint halves, each calling procedures on its own arrays
     * (their all-to-alls and scratch buffers must not meet), several rounds. */
#pragma xmp nodes h1[h] = p[0:h]
#pragma xmp nodes h2[P - h] = p[h:P - h]
#pragma xmp template t1[N]
#pragma xmp distribute t1[cyclic] onto h1
#pragma xmp template t2[N]
#pragma xmp distribute t2[block] onto h2
    int a1[N], b1[N];
    double a2[N], b2[N];
#pragma xmp align a1[i] with t1[i]
#pragma xmp align b1[i] with t1[i]
#pragma xmp align a2[i] with t2[i]
#pragma xmp align b2[i] with t2[i]
    int ok = 1;
    for (int r = 0; r < 6; r++) {
#pragma xmp tasks
      {
#pragma xmp task on h1
        {
#pragma xmp loop on t1[i]
          for (int i = 0; i < N; i++) a1[i] = (i * 5 + r) % N;
          xmp_sort_up(b1[:], a1[:]);
#pragma xmp gmove
          lx[:] = b1[:];
          for (int i = 0; i < N; i++) ok &= lx[i] == i;
        }
#pragma xmp task on h2
        {
          static double ld[N];
#pragma xmp loop on t2[i]
          for (int i = 0; i < N; i++) a2[i] = (i * 7 + r) % N;
          xmp_sort_down(b2[:], a2[:]);
#pragma xmp gmove
          ld[:] = b2[:];
          for (int i = 0; i < N; i++) ok &= ld[i] == N - 1 - i;
        }
      }
    }
    report("concurrent-tasks", ok);
  } else {
    report("concurrent-tasks", 1);
  }
  return 0;
}
