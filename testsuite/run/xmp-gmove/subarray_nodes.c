// gmove with a global array whose template is distributed onto a node subarray (q = the first
// two nodes of p): every node of p executes the gmove, and the nodes outside q, which
// hold no block and so do not know where the blocks lie in the heap, learn it from the first
// member. Global to local (every node receives the whole section, outside nodes too), local to
// global (each owner copies from its own copy; the others write nothing), global to global
// between an array on q and one on all of p (both directions), and `gmove out` from a task on
// the first and the last node (the last one outside q) into the array on q. (A gmove none of
// whose executing nodes belongs to q: gmove_subarray_outside.c.)
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 7 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS global-to-local
// CHECK: PASS local-to-global
// CHECK: PASS subarray-to-all
// CHECK: PASS all-to-subarray
// CHECK: PASS out-from-task
#include <stdio.h>
#include <xmp.h>

#define N 23

#pragma xmp nodes p[*]
#pragma xmp nodes q[2] = p[0:2]
#pragma xmp template tq[N]
#pragma xmp distribute tq[block] onto q
#pragma xmp template tp[N]
#pragma xmp distribute tp[cyclic] onto p

int a[N], b[N];
#pragma xmp align a[i] with tq[i]
#pragma xmp align b[i] with tp[i]

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s (%d errors)\n", err ? "FAIL" : "PASS", what, err);
}

int main(void) {
  int loc[N], err;
#pragma xmp loop on tq[i]
  for (int i = 0; i < N; i++) a[i] = 3 * i + 1;

  for (int i = 0; i < N; i++) loc[i] = -1;
#pragma xmp gmove
  loc[2:N - 4] = a[2:N - 4];
  err = 0;
  for (int i = 0; i < N; i++) err += loc[i] != (i >= 2 && i < N - 2 ? 3 * i + 1 : -1);
  report("global-to-local", err);

  for (int i = 0; i < N; i++) loc[i] = 100 + i;
#pragma xmp gmove
  a[1:N - 1] = loc[0:N - 1];
  err = 0;
#pragma xmp loop on tq[i] reduction(+ : err)
  for (int i = 0; i < N; i++) err += a[i] != (i == 0 ? 1 : 100 + i - 1);
  report("local-to-global", err);

#pragma xmp loop on tp[i]
  for (int i = 0; i < N; i++) b[i] = -7;
#pragma xmp gmove
  b[0:N - 1] = a[1:N - 1];
  err = 0;
#pragma xmp loop on tp[i] reduction(+ : err)
  for (int i = 0; i < N; i++) err += b[i] != (i < N - 1 ? 100 + i : -7);
  report("subarray-to-all", err);

#pragma xmp loop on tp[i]
  for (int i = 0; i < N; i++) b[i] = 5 * i;
#pragma xmp gmove
  a[:] = b[:];
  err = 0;
#pragma xmp loop on tq[i] reduction(+ : err)
  for (int i = 0; i < N; i++) err += a[i] != 5 * i;
  report("all-to-subarray", err);

  for (int i = 0; i < N; i++) loc[i] = 1000 - i;
#pragma xmp task on p[0:2:xmp_all_num_nodes() - 1]
  {
#pragma xmp gmove out
    a[3:5] = loc[3:5];
  }
#pragma xmp barrier
  err = 0;
#pragma xmp loop on tq[i] reduction(+ : err)
  for (int i = 0; i < N; i++) err += a[i] != (i >= 3 && i < 8 ? 1000 - i : 5 * i);
  report("out-from-task", err);
  return 0;
}
