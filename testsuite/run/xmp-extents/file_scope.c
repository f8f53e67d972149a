// File-scope templates and aligned arrays whose extents are run-time values (reference 4.2:
// evaluated when the program starts, after static initialisation and before main): an `int`
// variable, a `static const int`, bracket and parenthesis forms, 1-D/2-D/3-D, block, cyclic,
// block-cyclic with a run-time width, and arrays declared with those values as sizes (an Omni
// extension: file-scope VLAs that are aligned). Loops, reductions, reflect, gmove, bcast and
// the inquiry functions work on them as on constant-extent arrays; a later change of the
// variables does not change a shape.
// RUN: %xmpcc -O0 %s -o %t.O0 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %xmpcc -O2 %s -o %t.O2 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// WARN: file_scope.c:44:19: warning: file-scope array 'a' has a non-constant size, which is not C; its extents are evaluated when the program starts (standard XMP: an aligned pointer allocated by xmp_malloc) [-Wxmp-compat]
// WARN: warning: file-scope array 'b'
// WARN: warning: file-scope array 'c'
// WARN-NOT: warning:
// CHECK: PASS 1d-block
// CHECK: PASS 1d-reflect
// CHECK: PASS 1d-gmove
// CHECK: PASS 1d-inquiry
// CHECK: PASS 2d-block-cyclic
// CHECK: PASS 2d-gmove
// CHECK: PASS 3d
// CHECK: PASS const-extent-array
// CHECK: PASS bcast
// CHECK: PASS shape-fixed
#include <stdio.h>
#include <xmp.h>

int n = 37;
int m = 11;
int w = 3;
static const int K = 5;

#pragma xmp nodes p[*]

// 1-D: template and array of run-time extent n, with shadows.
#pragma xmp template t[n]
#pragma xmp distribute t[block] onto p
double a[n];
#pragma xmp align a[i] with t[i]
#pragma xmp shadow a[1]

// 2-D, parenthesis form with bounds (C order: [n][m]); rows cyclic(w) with a run-time w.
#pragma xmp template t2(0:m-1, 0:n-1)
#pragma xmp distribute t2(*, cyclic(w)) onto p
int b[n][m];
#pragma xmp align b[i][j] with t2(j, i)

// 3-D, the first extent a static const (folded), distributed on the middle dimension.
#pragma xmp template t3[K][n + 1][m]
#pragma xmp distribute t3[*][cyclic][*] onto p
long c[K][n + 1][m];
#pragma xmp align c[i][j][k] with t3[i][j][k]

// A constant-extent array aligned with part of a run-time template.
#pragma xmp template tr[2 * n]
#pragma xmp distribute tr[block] onto p
float d[20];
#pragma xmp align d[i] with tr[i + 3]

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

int main(void) {
  int nn = n, mm = m;
  // The shapes were fixed at start-up: changing the variables changes nothing.
  n = 1000;
  m = 1;
  int err = 0;
  double s = 0;
#pragma xmp loop on t[i]
  for (int i = 0; i < nn; i++) a[i] = 2 * i + 1;
#pragma xmp loop on t[i] reduction(+ : s)
  for (int i = 0; i < nn; i++) s += a[i];
  report("1d-block", s != (double)nn * nn);

  err = 0;
#pragma xmp reflect (a)
#pragma xmp loop on t[i] reduction(+ : err)
  for (int i = 1; i < nn - 1; i++)
    if (a[i - 1] + a[i + 1] != 2 * a[i]) err++;
  report("1d-reflect", err);

  double loc[40];
  for (int i = 0; i < 40; i++) loc[i] = -1;
#pragma xmp gmove
  loc[0:nn] = a[0:nn];
  err = 0;
  for (int i = 0; i < nn; i++)
    if (loc[i] != 2 * i + 1) err++;
  report("1d-gmove", err);

  int lb = -1, ub = -1, tl = -1, tu = -1, nd = -1;
  xmp_template_lbound(xmp_desc_of(t), 1, &tl);
  xmp_template_ubound(xmp_desc_of(t), 1, &tu);
  xmp_array_lbound(xmp_desc_of(a), 1, &lb);
  xmp_array_ubound(xmp_desc_of(a), 1, &ub);
  xmp_array_ndims(xmp_desc_of(c), &nd);
  report("1d-inquiry", tl != 0 || tu != nn - 1 || lb != 0 || ub != nn - 1 || nd != 3);

  long sum = 0;
#pragma xmp loop on t2(j, i)
  for (int i = 0; i < nn; i++)
    for (int j = 0; j < mm; j++) b[i][j] = i * 100 + j;
#pragma xmp loop on t2(j, i) reduction(+ : sum)
  for (int i = 0; i < nn; i++)
    for (int j = 0; j < mm; j++) sum += b[i][j];
  long want = 0;
  for (int i = 0; i < nn; i++)
    for (int j = 0; j < mm; j++) want += i * 100 + j;
  report("2d-block-cyclic", sum != want);

  int row[11];
#pragma xmp gmove
  row[0:mm] = b[nn - 2][0:mm];
  err = 0;
  for (int j = 0; j < mm; j++)
    if (row[j] != (nn - 2) * 100 + j) err++;
  report("2d-gmove", err);

  sum = 0;
  want = 0;
#pragma xmp loop on t3[i][j][k]
  for (int i = 0; i < K; i++)
    for (int j = 0; j < nn + 1; j++)
      for (int k = 0; k < mm; k++) c[i][j][k] = i * 10000 + j * 100 + k;
#pragma xmp loop on t3[i][j][k] reduction(+ : sum)
  for (int i = 0; i < K; i++)
    for (int j = 0; j < nn + 1; j++)
      for (int k = 0; k < mm; k++) sum += c[i][j][k];
  for (int i = 0; i < K; i++)
    for (int j = 0; j < nn + 1; j++)
      for (int k = 0; k < mm; k++) want += i * 10000 + j * 100 + k;
  report("3d", sum != want);

  float fs = 0;
#pragma xmp loop on tr[i + 3]
  for (int i = 0; i < 20; i++) d[i] = i;
#pragma xmp loop on tr[i + 3]
  for (int i = 0; i < 20; i++) fs += d[i];
#pragma xmp reduction(+ : fs)
  report("const-extent-array", fs != 190);

  double v = 0;
#pragma xmp loop on t[i]
  for (int i = nn - 1; i < nn; i++) v = a[i];
#pragma xmp bcast (v) from t[nn - 1]
  report("bcast", v != 2 * (nn - 1) + 1);

  int u1 = -1, u2 = -1;
  xmp_template_ubound(xmp_desc_of(t), 1, &tu);
  xmp_array_ubound(xmp_desc_of(b), 1, &u1);
  xmp_array_ubound(xmp_desc_of(b), 2, &u2);
  // Either numbering of the dimensions: one is n - 1, the other m - 1.
  int shape_ok = (u1 == nn - 1 && u2 == mm - 1) || (u2 == nn - 1 && u1 == mm - 1);
  report("shape-fixed", tu != nn - 1 || !shape_ok || n != 1000);
  return 0;
}
