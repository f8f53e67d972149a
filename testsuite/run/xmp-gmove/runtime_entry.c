// gmove in the runtime (xmp_rt_gmove called directly, the contract the compiler's gmove
// lowering uses): block-to-block shift (one get per contiguous run, counted with XMP_STATS), block to
// cyclic with a negative step, block-cyclic, global to local, local to global, a scalar
// broadcast into a strided section, and 2-D arrays with different alignments
// (x[1][:] = y[:][2]). N = 23 is not divisible by most node counts and 8 nodes hold more
// nodes than blocks of cyclic(3). Every owner checks its elements against the formula.
// RUN: %xmpcc -O0 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS shift
// CHECK: PASS shift-gets
// CHECK: PASS block-to-cyclic
// CHECK: PASS block-cyclic
// CHECK: PASS global-to-local
// CHECK: PASS local-to-global
// CHECK: PASS scalar
// CHECK: PASS 2d
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

static xmp_rt_gmove_side_t gside(void *desc, int nd, long long *dims) {
  xmp_rt_gmove_side_t s = {desc, 0, dims, 0, 0, nd};
  return s;
}

int main(void) {
  int i, j, err;
  double L[N], L2[N];

#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) { a[i] = f(i); b[i] = -1.0; }
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) c[i] = -1.0;
#pragma xmp loop on tk[i]
  for (i = 0; i < N; i++) k[i] = -1.0;

  /* b[1:N-1] = a[0:N-1] */
  {
    long long dd[4] = {1, N - 1, 1, 0}, sd[4] = {0, N - 1, 1, 0};
    xmp_rt_gmove_side_t d = gside(xmp_desc_of(b), 1, dd), s = gside(xmp_desc_of(a), 1, sd);
    long long g0 = xmp_rt_stat(STAT_GET);
    int gets, P = xmp_num_nodes(), bs = (N + P - 1) / P, want = (N + bs - 1) / bs - 1;
    xmp_rt_gmove(&d, &s, sizeof(double), 0, "shift");
    gets = (int)(xmp_rt_stat(STAT_GET) - g0);
    err = 0;
#pragma xmp loop on t[i]
    for (i = 0; i < N; i++) if (b[i] != (i == 0 ? -1.0 : f(i - 1))) err++;
    report("shift", err);
#pragma xmp reduction(+ : gets)
    if (xmp_node_num() == 1)
      printf("%s shift-gets (%d, want %d)\n", gets == want ? "PASS" : "FAIL", gets, want);
  }

  /* c[1:7:3] = a[22:7:-3]: c[1+3m] = a[22-3m] */
  {
    long long dd[4] = {1, 7, 3, 0}, sd[4] = {22, 7, -3, 0};
    xmp_rt_gmove_side_t d = gside(xmp_desc_of(c), 1, dd), s = gside(xmp_desc_of(a), 1, sd);
    xmp_rt_gmove(&d, &s, sizeof(double), 0, "b2c");
    err = 0;
#pragma xmp loop on tc[i]
    for (i = 0; i < N; i++) {
      double w = (i % 3 == 1 && i <= 19) ? f(22 - (i - 1)) : -1.0;
      if (c[i] != w) err++;
    }
    report("block-to-cyclic", err);
  }

  /* k[0:N] = b[0:N] (block -> cyclic(3)) */
  {
    long long dd[4] = {0, N, 1, 0}, sd[4] = {0, N, 1, 0};
    xmp_rt_gmove_side_t d = gside(xmp_desc_of(k), 1, dd), s = gside(xmp_desc_of(b), 1, sd);
    xmp_rt_gmove(&d, &s, sizeof(double), 0, "bc");
    err = 0;
#pragma xmp loop on tk[i]
    for (i = 0; i < N; i++) if (k[i] != (i == 0 ? -1.0 : f(i - 1))) err++;
    report("block-cyclic", err);
  }

  /* L[0:N] = k[0:N]: every node receives the whole array. */
  {
    long long dd[4] = {0, N, 1, 0}, sd[4] = {0, N, 1, 0}, st[1] = {1};
    xmp_rt_gmove_side_t d = {0, L, dd, st, 1, 1}, s = gside(xmp_desc_of(k), 1, sd);
    for (i = 0; i < N; i++) L[i] = 0;
    xmp_rt_gmove(&d, &s, sizeof(double), 0, "g2l");
    err = 0;
    for (i = 0; i < N; i++) if (L[i] != (i == 0 ? -1.0 : f(i - 1))) err++;
    report("global-to-local", err);
  }

  /* a[2:10] = L2[5:10] */
  {
    long long dd[4] = {2, 10, 1, 0}, sd[4] = {5, 10, 1, 0}, st[1] = {1};
    xmp_rt_gmove_side_t d = gside(xmp_desc_of(a), 1, dd), s = {0, L2, sd, st, 1, 1};
    for (i = 0; i < N; i++) L2[i] = 7.0 * i;
    xmp_rt_gmove(&d, &s, sizeof(double), 0, "l2g");
    err = 0;
#pragma xmp loop on t[i]
    for (i = 0; i < N; i++) if (a[i] != (i >= 2 && i < 12 ? 7.0 * (i + 3) : f(i))) err++;
    report("local-to-global", err);
  }

  /* c[0:12:2] = 7.5 */
  {
    long long dd[4] = {0, 12, 2, 0};
    double v = 7.5;
    xmp_rt_gmove_side_t d = gside(xmp_desc_of(c), 1, dd), s = {0, &v, 0, 0, 2, 0};
    xmp_rt_gmove(&d, &s, sizeof(double), 0, "scalar");
    err = 0;
#pragma xmp loop on tc[i]
    for (i = 0; i < N; i++) {
      double w = (i % 3 == 1 && i <= 19) ? f(22 - (i - 1)) : -1.0;
      if (i % 2 == 0) w = 7.5;
      if (c[i] != w) err++;
    }
    report("scalar", err);
  }

  /* x[1][:] = y[:][2] */
  {
    long long dd[8] = {1, 1, 1, 1, 0, M, 1, 0}, sd[8] = {0, M, 1, 0, 2, 1, 1, 1};
    xmp_rt_gmove_side_t d = gside(xmp_desc_of(x), 2, dd), s = gside(xmp_desc_of(y), 2, sd);
#pragma xmp loop on tm[j]
    for (j = 0; j < M; j++)
      for (i = 0; i < 4; i++) x[i][j] = -2.0;
#pragma xmp loop on tn[i]
    for (i = 0; i < M; i++)
      for (j = 0; j < 4; j++) y[i][j] = 100.0 * i + j;
    xmp_rt_gmove(&d, &s, sizeof(double), 0, "2d");
    err = 0;
#pragma xmp loop on tm[j]
    for (j = 0; j < M; j++)
      for (i = 0; i < 4; i++) if (x[i][j] != (i == 1 ? 100.0 * j + 2 : -2.0)) err++;
    report("2d", err);
  }
  return 0;
}
