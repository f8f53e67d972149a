// Differential test: VLA corner cases: pointer-to-VLA arithmetic (p++ steps a whole row), typedef sizes frozen at the typedef, 3-D VLA parameters, VLAs in recursion, sizeof of a VLA parameter's row, goto out of a VLA scope inside a loop
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

static long sum3(int a, int b, int c, int m[a][b][c]) {
  long s = 0;
  for (int i = 0; i < a; i++)
    for (int j = 0; j < b; j++)
      for (int k = 0; k < c; k++) s += m[i][j][k] * (i + 1);
  return s;
}

static int depth_sum(int n) {
  if (n == 0) return 0;
  int buf[n];                            /* a fresh VLA on every level */
  for (int i = 0; i < n; i++) buf[i] = n;
  int s = 0;
  for (int i = 0; i < n; i++) s += buf[i];
  return s + depth_sum(n - 1);
}

static size_t row_bytes(int n, double rows[][n]) { return sizeof rows[0]; }

int main(int argc, char **argv) {
  (void)argv;
  int n = 3 + argc;                      /* 4 */
  int grid[n][n];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) grid[i][j] = i * 10 + j;
  int (*p)[n] = grid;
  p++;                                   /* advances by n ints */
  printf("p[0][1]=%d p[1][2]=%d diff=%td\n", p[0][1], p[1][2], p - grid);
  typedef int row_t[n];
  n += 10;
  printf("sizeof(row_t)=%zu (n now %d)\n", sizeof(row_t), n);
  n -= 10;
  int cube[2][n][3];
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < 3; k++) cube[i][j][k] = i + j + k;
  printf("sum3=%ld sizeof cube=%zu\n", sum3(2, n, 3, cube), sizeof cube);
  printf("depth_sum=%d\n", depth_sum(30));
  double d[2][n + 1];
  printf("row_bytes=%zu\n", row_bytes(n + 1, d));
  int total = 0;
  for (int r = 1; r < 6; r++) {
    int tmp[r * 100];
    tmp[r * 100 - 1] = r;
    total += tmp[r * 100 - 1];
    if (r == 4) goto out;                /* leaving the VLA's scope releases it */
  }
out:
  printf("total=%d\n", total);
  return total + depth_sum(3);
}
