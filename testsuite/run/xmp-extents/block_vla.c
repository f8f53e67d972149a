// Aligned block-scope variable-length arrays (`double a[n][n];` then `align a[i][j] with
// t[i][j]`, also with `const int n`): the runtime holds the storage (none on the stack, so
// extents far beyond the stack size work), created when the align is reached and freed when
// the function returns or the declaration is reached again. Loops, reflect, gmove,
// reduction, bcast and inquiry on 1-D, 2-D and 3-D arrays; block, cyclic, block-cyclic and
// gblock templates.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS 1d-reflect
// CHECK: PASS 2d-stencil
// CHECK: PASS 2d-gmove
// CHECK: PASS 2d-inquiry
// CHECK: PASS 3d-cyclic
// CHECK: PASS const-n
// CHECK: PASS gblock
// CHECK: PASS big
// CHECK: PASS rss
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>

#pragma xmp nodes p[*]

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

static int reflect_1d(int n) {
#pragma xmp template t[n]
#pragma xmp distribute t[block] onto p
  double a[n];
#pragma xmp align a[i] with t[i]
#pragma xmp shadow a[1:2]
  int err = 0;
#pragma xmp loop on t[i]
  for (int i = 0; i < n; i++) a[i] = i * i;
#pragma xmp reflect (a)
#pragma xmp loop on t[i] reduction(+ : err)
  for (int i = 1; i < n - 2; i++)
    if (a[i - 1] != (i - 1) * (i - 1) || a[i + 2] != (i + 2) * (i + 2)) err++;
  return err;
}

// A 5-point stencil on an n x m array, rows distributed, with a shadow on the rows.
static int stencil_2d(int n, int m) {
#pragma xmp template t[n][m]
#pragma xmp distribute t[block][*] onto p
  double u[n][m], v[n][m];
#pragma xmp align u[i][j] with t[i][j]
#pragma xmp align v[i][j] with t[i][j]
#pragma xmp shadow u[1][0]
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) u[i][j] = i * 1000 + j;
#pragma xmp reflect (u)
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      v[i][j] = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4 * u[i][j];
  int err = 0;
#pragma xmp loop (i, j) on t[i][j] reduction(+ : err)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++) err += v[i][j] != 0;
  return err;
}

static int gmove_inquiry(int n, int m, int *inq) {
#pragma xmp template t[n][m]
#pragma xmp distribute t[cyclic(2)][*] onto p
  float b[n][m];
#pragma xmp align b[i][j] with t[i][j]
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) b[i][j] = i - j;
  float whole[30][20];
#pragma xmp gmove
  whole[0:n][0:m] = b[0:n][0:m];
  int err = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) err += whole[i][j] != i - j;
  int u1 = -1, u2 = -1, nd = 0;
  xmp_array_ndims(xmp_desc_of(b), &nd);
  xmp_array_ubound(xmp_desc_of(b), 1, &u1);
  xmp_array_ubound(xmp_desc_of(b), 2, &u2);
  *inq = nd != 2 || !((u1 == n - 1 && u2 == m - 1) || (u1 == m - 1 && u2 == n - 1));
  return err;
}

static int cyclic_3d(int n) {
#pragma xmp template t[n][n + 1][3]
#pragma xmp distribute t[*][cyclic][*] onto p
  int c[3][n + 1][n];
#pragma xmp align c[k][j][i] with t[i][j][k]
  long s = 0, want = 0;
#pragma xmp loop (i, j, k) on t[i][j][k]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n + 1; j++)
      for (int k = 0; k < 3; k++) c[k][j][i] = i + 10 * j + 100 * k;
#pragma xmp loop (i, j, k) on t[i][j][k]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n + 1; j++)
      for (int k = 0; k < 3; k++) s += c[k][j][i];
#pragma xmp reduction(+ : s)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n + 1; j++)
      for (int k = 0; k < 3; k++) want += i + 10 * j + 100 * k;
  return s != want;
}

static int const_n(void) {
  const int n = 40;
#pragma xmp template t[n]
#pragma xmp distribute t[block] onto p
  double a[n][n];
#pragma xmp align a[i][*] with t[i]
  double s = 0;
#pragma xmp loop on t[i]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) a[i][j] = j;
#pragma xmp loop on t[i]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) s += a[i][j];
#pragma xmp reduction(+ : s)
  double v = -1;
#pragma xmp loop on t[i]
  for (int i = n - 1; i < n; i++) v = a[i][n - 1];
#pragma xmp bcast (v) from t[n - 1]
  return s != n * (n * (n - 1) / 2) || v != n - 1;
}

static int gblock(int P) {
  int *map = malloc(P * sizeof(int)), total = 0;
  for (int k = 0; k < P; k++) total += map[k] = k % 3 + 1;
  int n = total;
#pragma xmp template t[n]
#pragma xmp distribute t[gblock(map)] onto p
  long a[n];
#pragma xmp align a[i] with t[i]
  long s = 0;
#pragma xmp loop on t[i]
  for (int i = 0; i < n; i++) a[i] = i;
#pragma xmp loop on t[i]
  for (int i = 0; i < n; i++) s += a[i];
#pragma xmp reduction(+ : s)
  free(map);
  return s != (long)n * (n - 1) / 2;
}

// 2048 x 2048 doubles (32 MiB): beyond the stack.
static int big(int n) {
#pragma xmp template t[n]
#pragma xmp distribute t[block] onto p
  double a[n][n];
#pragma xmp align a[i][*] with t[i]
  double s = 0;
#pragma xmp loop on t[i]
  for (int i = 0; i < n; i++) {
    a[i][0] = 1;
    a[i][n - 1] = 2;
  }
#pragma xmp loop on t[i]
  for (int i = 0; i < n; i++) s += a[i][0] + a[i][n - 1];
#pragma xmp reduction(+ : s)
  return s != 3.0 * n;
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
  int P = xmp_num_nodes(), inq = 0;
  report("1d-reflect", reflect_1d(23) + reflect_1d(9 + P));
  report("2d-stencil", stencil_2d(17, 9));
  report("2d-gmove", gmove_inquiry(29, 13, &inq));
  report("2d-inquiry", inq);
  report("3d-cyclic", cyclic_3d(7));
  report("const-n", const_n());
  report("gblock", gblock(P));
  report("big", big(2048));
  // Freed at each return: many instances do not grow the resident set.
  long before = 0;
  int err = 0;
  for (int r = 0; r < 40; r++) {
    err += big(1024);
    if (r == 4) before = rss_kib();
  }
  long grown = rss_kib() - before;
  report("rss", err || grown > 16 * 1024);
  return 0;
}
