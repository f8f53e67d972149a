// Block-scope data mapping: templates, distributions (with run-time parameters) and aligned
// local arrays declared inside functions, created when reached and freed when the function
// returns (also by an early return, and before a declaration is reached again in a loop):
// repeated calls, a declaration inside a loop body, recursion (one instance per call), a local
// array aligned with a file-scope template, and no growth of the resident set over many
// instances.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS calls
// CHECK: PASS early-return
// CHECK: PASS in-loop
// CHECK: PASS recursion
// CHECK: PASS file-template
// CHECK: PASS rss
#include <stdio.h>
#include <xmp.h>
#define N 40
#define BIG 400000

#pragma xmp nodes p[*]
#pragma xmp template tf[N]
#pragma xmp distribute tf[block] onto p

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

// Sum of i + round over the first n elements, through a cyclic(w) local mapping.
static double work(int n, int round, int w) {
#pragma xmp template t[N]
#pragma xmp distribute t[cyclic(w)] onto p
  double a[N];
#pragma xmp align a[i] with t[i]
  int i;
  double s = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < n; i++) a[i] = i + round;
  if (round < 0) return -1; // early return: frees a and t
#pragma xmp loop on t[i] reduction(+ : s)
  for (i = 0; i < n; i++) s += a[i];
  return s;
}

static double want(int n, int round) { return n * (n - 1) / 2.0 + (double)n * round; }

static double rec(int depth) {
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
  int b[N];
#pragma xmp align b[i] with t[i]
  int i;
  double s = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) b[i] = depth;
  double inner = depth > 0 ? rec(depth - 1) : 0;
  // This call's array is intact after the inner calls made and freed theirs.
#pragma xmp loop on t[i] reduction(+ : s)
  for (i = 0; i < N; i++) s += b[i];
  return s + inner;
}

static long rss_kib(void) {
  long pages = 0, res = 0;
  FILE *f = fopen("/proc/self/statm", "r");
  if (!f) return 0;
  if (fscanf(f, "%ld %ld", &pages, &res) != 2) res = 0;
  fclose(f);
  return res * 4;
}

int main(void) {
  int err = 0, i;
  for (int r = 0; r < 4; r++)
    if (work(10 + 7 * r, r, 1 + r) != want(10 + 7 * r, r)) err++;
  report("calls", err);

  err = work(N, -1, 2) != -1;
  err += work(N, 5, 3) != want(N, 5);
  report("early-return", err);

  err = 0;
  for (int r = 0; r < 5; r++) {
#pragma xmp template tl[N]
#pragma xmp distribute tl[block] onto p
    long c[N];
#pragma xmp align c[i] with tl[i]
    long s = 0;
#pragma xmp loop on tl[i]
    for (i = 0; i < N; i++) c[i] = i * r;
#pragma xmp loop on tl[i] reduction(+ : s)
    for (i = 0; i < N; i++) s += c[i];
    if (s != (long)r * N * (N - 1) / 2) err++;
  }
  report("in-loop", err);

  report("recursion", rec(3) != N * (3 + 2 + 1 + 0));

  {
    float f[N];
#pragma xmp align f[i] with tf[i]
    float s = 0;
#pragma xmp loop on tf[i]
    for (i = 0; i < N; i++) f[i] = 0.5f * i;
#pragma xmp loop on tf[i] reduction(+ : s)
    for (i = 0; i < N; i++) s += f[i];
    report("file-template", s != 0.5f * N * (N - 1) / 2);
  }

  // 200 instances of a 3.2 MB (1 node) distributed array: freed ones are reused.
  long before = 0;
  err = 0;
  for (int r = 0; r < 200; r++) {
#pragma xmp template tb[BIG]
#pragma xmp distribute tb[block] onto p
    double big[BIG];
#pragma xmp align big[i] with tb[i]
#pragma xmp loop on tb[i]
    for (i = 0; i < BIG; i++) big[i] = r;
    if (r == 10) before = rss_kib();
  }
  if (rss_kib() - before > 64 * 1024) err = 1;
  report("rss", err);
  return 0;
}
