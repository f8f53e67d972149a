// gmove async(id) (reference 7.3, 7.7): on the mpi transport without direct shared-memory
// access (XMP_MPI_DIRECT=0) the gets are MPI_Rget requests left running until wait_async; with
// direct access and on shm the move completes when it starts. Between the start and the wait
// the program touches neither side. Checked: a block-to-block shift between two arrays
// completed by wait_async; a shift of an array onto itself completed by polling
// xmp_test_async until it returns 1 and then wait_async (the destination is written only after
// the wait's barrier, so no node overwrites an element another still reads); a global section
// into a local array; a scalar broadcast; two gmoves under one id; `gmove in async` inside a
// task on the first node, waited for inside the task, and one waited for by `wait_async ... on`
// after the task.
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: env XMP_MPI_DIRECT=0 %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: env XMP_MPI_DIRECT=0 %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS shift
// CHECK: PASS self-shift-test
// CHECK: PASS to-local
// CHECK: PASS two-under-one-id
// CHECK: PASS task-in
#include <stdio.h>
#include <xmp.h>

#define N 31

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic(2)] onto p

double a[N], b[N], c[N], w[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp align c[i] with tc[i]
#pragma xmp align w[i] with t[i]

static double f(int i) { return 10.0 * i + 1; }

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s (%d errors)\n", err ? "FAIL" : "PASS", what, err);
}

int main(void) {
  int i, err;
  double L[N];

#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) {
    a[i] = -1;
    b[i] = f(i);
  }
#pragma xmp gmove async(1)
  a[1:N - 1] = b[0:N - 1];
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) w[i] = 2.0 * i; /* unrelated work */
#pragma xmp wait_async (1)
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++)
    if (a[i] != (i == 0 ? -1 : f(i - 1)) || w[i] != 2.0 * i) err++;
  report("shift", err);

#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) a[i] = f(i);
#pragma xmp gmove async(2)
  a[0:N - 1] = a[1:N - 1];
  {
    long polls = 0;
    while (!xmp_test_async(2) && polls < 100000000L) polls++;
    err = polls >= 100000000L;
  }
#pragma xmp wait_async (2)
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++)
    if (a[i] != (i == N - 1 ? f(N - 1) : f(i + 1))) err++;
  report("self-shift-test", err);

  for (i = 0; i < N; i++) L[i] = -3;
#pragma xmp gmove async(3)
  L[0:N - 2] = b[2:N - 2];
#pragma xmp wait_async (3)
  err = 0;
  for (i = 0; i < N; i++)
    if (L[i] != (i < N - 2 ? f(i + 2) : -3)) err++;
  report("to-local", err);

  double s = 7.5;
#pragma xmp gmove async(4)
  c[:] = b[:];
#pragma xmp gmove async(4)
  a[0:5] = s;
#pragma xmp wait_async (4)
  err = 0;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++)
    if (c[i] != f(i)) err++;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++)
    if (i < 5 && a[i] != 7.5) err++;
  report("two-under-one-id", err);

  err = 0;
  for (i = 0; i < N; i++) L[i] = -1;
#pragma xmp task on p[0]
  {
#pragma xmp gmove in async(5)
    L[:] = b[:];
#pragma xmp wait_async (5)
    for (i = 0; i < N; i++)
      if (L[i] != f(i)) err++;
#pragma xmp gmove in async(6)
    L[0:N - 1] = b[1:N - 1];
  }
#pragma xmp wait_async (6) on p[0]
  if (xmp_node_num() == 1)
    for (i = 0; i < N; i++)
      if (L[i] != (i < N - 1 ? f(i + 1) : f(N - 1))) err++;
#pragma xmp barrier
  report("task-in", err);
  return 0;
}
