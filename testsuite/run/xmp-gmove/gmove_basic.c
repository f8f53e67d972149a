// `#pragma xmp gmove`: block-to-block shift (one get per contiguous run, counted with
// XMP_STATS), block to cyclic with a negative step, block to block-cyclic(3), gblock, a scalar
// broadcast into a strided section, 2-D arrays with different alignments (x[1][:] = y[:][2]),
// sections with defaults (`a[:]`, `a[lo:]`) and a length computed at run time. N = 23 is not
// divisible by most node counts; with 8 nodes cyclic(3) has more nodes than blocks. Every
// owner checks its elements against the formula.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS shift
// CHECK: PASS shift-gets
// CHECK: PASS block-to-cyclic
// CHECK: PASS block-cyclic
// CHECK: PASS gblock
// CHECK: PASS scalar
// CHECK: PASS 2d
// CHECK: PASS whole
// CHECK: PASS runtime-len
#include <stdio.h>
#include <xmp.h>

long long xmp_rt_stat(int);

#define N 23
#define M 9
#define STAT_GET 7

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp template tk[N]
#pragma xmp distribute tk[cyclic(3)] onto p
#pragma xmp template tm[M]
#pragma xmp distribute tm[block] onto p
#pragma xmp template tn[M]
#pragma xmp distribute tn[cyclic] onto p

double a[N], b[N], c[N], k[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp align c[i] with tc[i]
#pragma xmp align k[i] with tk[i]
double x[4][M], y[M][4];
#pragma xmp align x[*][j] with tm[j]
#pragma xmp align y[i][*] with tn[i]

static double f(int i) { return 1000.0 + 3.0 * i; }

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s (%d errors)\n", err ? "FAIL" : "PASS", what, err);
}

/* gblock: a template of N with uneven blocks, some empty. */
static void gblock_test(void) {
  int P = xmp_num_nodes(), m[8], s = 0, q, i, err = 0;
  for (q = 0; q < P; q++) { m[q] = (q % 3 == 1) ? 0 : q + 2; s += m[q]; }
  m[P - 1] += N - s;
  if (m[P - 1] < 0) { /* keep the map valid on any node count */
    for (q = 0; q < P; q++) m[q] = 0;
    m[0] = N;
  }
  {
#pragma xmp template tg[N]
#pragma xmp distribute tg[gblock(m)] onto p
    double g[N];
#pragma xmp align g[i] with tg[i]
#pragma xmp loop on tg[i]
    for (i = 0; i < N; i++) g[i] = -1.0;
#pragma xmp gmove
    g[2:20] = a[1:20];
#pragma xmp loop on tg[i]
    for (i = 0; i < N; i++) if (g[i] != (i >= 2 && i < 22 ? f(i - 1) : -1.0)) err++;
  }
  report("gblock", err);
}

int main(void) {
  int i, j, err, n = N;

#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) { a[i] = f(i); b[i] = -1.0; }
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) c[i] = -1.0;
#pragma xmp loop on tk[i]
  for (i = 0; i < N; i++) k[i] = -1.0;

  {
    long long g0 = xmp_rt_stat(STAT_GET);
    int gets, P = xmp_num_nodes(), bs = (N + P - 1) / P, want = (N + bs - 1) / bs - 1;
#pragma xmp gmove
    b[1:N-1] = a[0:N-1];
    gets = (int)(xmp_rt_stat(STAT_GET) - g0);
    err = 0;
#pragma xmp loop on t[i]
    for (i = 0; i < N; i++) if (b[i] != (i == 0 ? -1.0 : f(i - 1))) err++;
    report("shift", err);
#pragma xmp reduction(+ : gets)
    if (xmp_node_num() == 1)
      printf("%s shift-gets (%d, want %d)\n", gets == want ? "PASS" : "FAIL", gets, want);
  }

#pragma xmp gmove
  c[1:7:3] = a[22:7:-3];
  err = 0;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) if (c[i] != ((i % 3 == 1 && i <= 19) ? f(22 - (i - 1)) : -1.0)) err++;
  report("block-to-cyclic", err);

#pragma xmp gmove
  k[0:N] = b[0:N];
  err = 0;
#pragma xmp loop on tk[i]
  for (i = 0; i < N; i++) if (k[i] != (i == 0 ? -1.0 : f(i - 1))) err++;
  report("block-cyclic", err);

  gblock_test();

#pragma xmp gmove
  c[0:12:2] = 7.5f;
  err = 0;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) {
    double w = (i % 3 == 1 && i <= 19) ? f(22 - (i - 1)) : -1.0;
    if (i % 2 == 0) w = 7.5;
    if (c[i] != w) err++;
  }
  report("scalar", err);

#pragma xmp loop on tm[j]
  for (j = 0; j < M; j++)
    for (i = 0; i < 4; i++) x[i][j] = -2.0;
#pragma xmp loop on tn[i]
  for (i = 0; i < M; i++)
    for (j = 0; j < 4; j++) y[i][j] = 100.0 * i + j;
#pragma xmp gmove
  x[1][:] = y[:][2];
  err = 0;
#pragma xmp loop on tm[j]
  for (j = 0; j < M; j++)
    for (i = 0; i < 4; i++) if (x[i][j] != (i == 1 ? 100.0 * j + 2 : -2.0)) err++;
  report("2d", err);

#pragma xmp gmove
  k[:] = a[:];
#pragma xmp gmove
  b[3:] = k[0:N-3];
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) if (b[i] != (i < 3 ? (i == 0 ? -1.0 : f(i - 1)) : f(i - 3))) err++;
  report("whole", err);

  n = N - 2 * (xmp_num_nodes() > 0);
#pragma xmp gmove
  c[0:n] = k[2:n];
  err = 0;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) {
    double w = i < N - 2 ? f(i + 2) : -1.0;
    if (i >= N - 2) w = (i % 2 == 0) ? 7.5 : ((i % 3 == 1 && i <= 19) ? f(22 - (i - 1)) : -1.0);
    if (c[i] != w) err++;
  }
  report("runtime-len", err);
  return 0;
}
