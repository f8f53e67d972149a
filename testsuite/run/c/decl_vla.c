// Differential test: variable-length arrays: runtime sizes, sizeof on VLAs, VLA parameters, 2-D VLAs, VLA in loops
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

static double trace(int n, double m[n][n]) {
  double t = 0;
  for (int i = 0; i < n; i++) t += m[i][i];
  return t;
}

static void fill(int rows, int cols, int a[rows][cols]) {
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) a[i][j] = i * cols + j;
}

static long total(int rows, int cols, int a[rows][cols]) {
  long s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) s += a[i][j] * (j + 1);
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  int n = 4 + argc;            /* 5 at run time */
  double m[n][n];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) m[i][j] = (i == j) ? i + 0.5 : -1.0;
  printf("n=%d trace=%.2f sizeof m=%zu sizeof row=%zu\n", n, trace(n, m), sizeof m, sizeof m[0]);

  long acc = 0;
  for (int r = 1; r <= 4; r++) {
    int c = r + 2;
    int a[r][c];                /* allocated fresh each iteration */
    fill(r, c, a);
    acc += total(r, c, a);
    printf("r=%d c=%d sizeof=%zu total=%ld\n", r, c, sizeof a, total(r, c, a));
  }
  int k = n * 2;
  char buf[k + 1];
  for (int i = 0; i < k; i++) buf[i] = (char)('a' + i);
  buf[k] = 0;
  printf("buf=%s\n", buf);
  typedef int vrow[n];         /* VLA typedef */
  vrow v;
  for (int i = 0; i < n; i++) v[i] = i * i;
  printf("v[n-1]=%d sizeof(vrow)=%zu acc=%ld\n", v[n - 1], sizeof(vrow), acc);
  return (int)(acc % 200);
}
