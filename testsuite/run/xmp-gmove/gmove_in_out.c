// `gmove in` / `gmove out` inside tasks (reference 7.3, 6.1): the executing node set is a part
// of the node set the arrays are distributed onto, and the other owners do not take part (they
// wait at a barrier after the task). `in`: a task reads a block array's whole section into a
// local array (one get per other owner holding data, counted with XMP_STATS), and a block array
// is filled from a cyclic one (only the elements the task's nodes own change). `out`: a local
// array is pushed into a cyclic array owned by every node (puts counted with XMP_STATS), a
// block section owned by the task is pushed into a cyclic array, and a task shifts a block
// array onto itself. N = 29 is not divisible by the node counts; with 8 nodes the last node
// of a block(4) distribution owns one element. Every owner checks its elements afterwards.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS in-local
// CHECK: PASS in-local-gets
// CHECK: PASS in-global
// CHECK: PASS out-local
// CHECK: PASS out-local-puts
// CHECK: PASS out-global
// CHECK: PASS out-shift
#include <stdio.h>
#include <xmp.h>

long long xmp_rt_stat(int);

#define N 29
#define STAT_PUT 5
#define STAT_GET 7

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto p

double a[N], b[N], c[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp align c[i] with tc[i]

static double f(int i) { return 1000.0 + 3.0 * i; }
static double g(int i) { return -7.0 * i - 1; }

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s (%d errors)\n", err ? "FAIL" : "PASS", what, err);
}

int main(void) {
  int n = xmp_num_nodes(), h = n > 1 ? n / 2 : 1, i, err;
  int bs = (N + n - 1) / n;               /* block size of t */
  int holders = (N + bs - 1) / bs;        /* nodes of t that own something */
  int m = h * bs < N ? h * bs : N;        /* elements of a/b owned by p[0:h] */
  double L[N];

  /* ---- in: the first half reads all of a (owned by every node) into L ---- */
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) a[i] = f(i);
#pragma xmp barrier
  err = 0;
  long long gets = -1;
#pragma xmp task on p[0:h]
  {
    for (i = 0; i < N; i++) L[i] = -1;
    long long g0 = xmp_rt_stat(STAT_GET);
#pragma xmp gmove in
    L[:] = a[:];
    gets = xmp_rt_stat(STAT_GET) - g0;
    for (i = 0; i < N; i++)
      if (L[i] != f(i)) err++;
  }
#pragma xmp barrier
  report("in-local", err);
  /* one get per other owner that holds data; only p[0] is checked (its count is exact) */
  err = xmp_node_num() == 1 && gets != holders - 1;
  if (err) printf("FAIL in-local-gets: %lld gets, want %d\n", gets, holders - 1);
  report("in-local-gets", err);

  /* ---- in: b (block) <- c (cyclic); only the task's own b elements change ---- */
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) c[i] = g(i);
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) b[i] = -1;
#pragma xmp barrier
#pragma xmp task on p[0:h]
  {
#pragma xmp gmove in
    b[0:N - 1] = c[1:N - 1];
  }
#pragma xmp barrier
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) {
    double w = (i < m && i < N - 1) ? g(i + 1) : -1;
    if (b[i] != w) {
      if (err++ < 3) printf("FAIL in-global node %d: b[%d] = %g, want %g\n", xmp_node_num(), i, b[i], w);
    }
  }
  report("in-global", err);

  /* ---- out: the last node pushes a local array into c (owned by every node) ---- */
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) c[i] = -1;
#pragma xmp barrier
  long long puts = -1;
#pragma xmp task on p[n - 1]
  {
    for (i = 0; i < N; i++) L[i] = f(2 * i);
    long long p0 = xmp_rt_stat(STAT_PUT);
#pragma xmp gmove out
    c[1:N - 1] = L[0:N - 1];
    puts = xmp_rt_stat(STAT_PUT) - p0;
  }
#pragma xmp barrier
  err = 0;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) {
    double w = i == 0 ? -1 : f(2 * (i - 1));
    if (c[i] != w && err++ < 3) printf("FAIL out-local node %d: c[%d] = %g, want %g\n", xmp_node_num(), i, c[i], w);
  }
  report("out-local", err);
  /* cyclic: element i lives on node i % n, so every element is its own run; the pusher
     writes its own elements without a put */
  {
    int mine = 0;
    for (i = 1; i < N; i++) mine += i % n == n - 1;
    err = xmp_node_num() == n && puts != (N - 1) - mine;
    if (err) printf("FAIL out-local-puts: %lld puts, want %d\n", puts, (N - 1) - mine);
  }
  report("out-local-puts", err);

  /* ---- out: the first half pushes its part of a (block) into c (cyclic) ---- */
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) c[i] = -1;
#pragma xmp barrier
#pragma xmp task on p[0:h]
  {
#pragma xmp gmove out
    c[N - m:m] = a[0:m];
  }
#pragma xmp barrier
  err = 0;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) {
    double w = i >= N - m ? f(i - (N - m)) : -1;
    if (c[i] != w && err++ < 3) printf("FAIL out-global node %d: c[%d] = %g, want %g\n", xmp_node_num(), i, c[i], w);
  }
  report("out-global", err);

  /* ---- out: a task shifts the part of a it owns one element up (the target of the last
     element lies on the next node, outside the task when h < n) ---- */
  int ms = m < N ? m : N - 1;
#pragma xmp task on p[0:h]
  {
#pragma xmp gmove out
    a[1:ms] = a[0:ms];
  }
#pragma xmp barrier
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) {
    double w = (i >= 1 && i <= ms) ? f(i - 1) : f(i);
    if (a[i] != w && err++ < 3) printf("FAIL out-shift node %d: a[%d] = %g, want %g\n", xmp_node_num(), i, a[i], w);
  }
  report("out-shift", err);
  return 0;
}
