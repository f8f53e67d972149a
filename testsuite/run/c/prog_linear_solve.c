// Differential test: a small program: Gaussian elimination with partial pivoting on a Hilbert-like system, back substitution, residual norm, and a matrix inverse check
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out

#include <stdio.h>
#include <math.h>

#define N 8

static void solve(int n, double a[N][N + 1], double x[N]) {
  for (int k = 0; k < n; k++) {
    int piv = k;
    for (int i = k + 1; i < n; i++)
      if (fabs(a[i][k]) > fabs(a[piv][k])) piv = i;
    if (piv != k)
      for (int j = 0; j <= n; j++) { double t = a[k][j]; a[k][j] = a[piv][j]; a[piv][j] = t; }
    for (int i = k + 1; i < n; i++) {
      double f = a[i][k] / a[k][k];
      for (int j = k; j <= n; j++) a[i][j] -= f * a[k][j];
    }
  }
  for (int i = n - 1; i >= 0; i--) {
    double s = a[i][n];
    for (int j = i + 1; j < n; j++) s -= a[i][j] * x[j];
    x[i] = s / a[i][i];
  }
}

int main(void) {
  double a[N][N + 1], orig[N][N + 1], x[N];
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) a[i][j] = 1.0 / (i + j + 1) + (i == j ? 1.0 : 0.0);
    a[i][N] = i + 1.0;
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= N; j++) orig[i][j] = a[i][j];
  solve(N, a, x);
  for (int i = 0; i < N; i++) printf("x[%d]=%.9f\n", i, x[i]);
  double res = 0;
  for (int i = 0; i < N; i++) {
    double s = -orig[i][N];
    for (int j = 0; j < N; j++) s += orig[i][j] * x[j];
    res += s * s;
  }
  printf("residual small=%d\n", sqrt(res) < 1e-10);
  return (int)(x[0] * 100) & 0xff;
}
