// Differential test: multi-dimensional arrays: indexing, row-major layout, sizeof, pointers to rows, passing to functions
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

#define N 3
#define M 4

static int grid[N][M];
static double cube[2][3][4];

static int sum2(int a[][M], int rows) {
  int s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < M; j++) s += a[i][j];
  return s;
}

static void transpose(int n, const int in[N][M], int out[M][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++) out[j][i] = in[i][j];
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) grid[i][j] = i * 10 + j;
  printf("sum=%d sizeof grid=%zu row=%zu\n", sum2(grid, N), sizeof grid, sizeof grid[0]);
  int (*row)[M] = grid + 1;
  printf("row1: %d %d %d %d\n", row[0][0], (*row)[1], *(*row + 2), row[0][3]);
  int *flat = &grid[0][0];
  printf("flat[7]=%d flat[11]=%d\n", flat[7], flat[11]);
  int t[M][N];
  transpose(N, (const int (*)[M])grid, t);
  for (int j = 0; j < M; j++) printf("t[%d]= %d %d %d\n", j, t[j][0], t[j][1], t[j][2]);

  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++) cube[i][j][k] = i + j * 0.5 + k * 0.25;
  double s = 0;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++) s += cube[i][j][k];
  printf("cube sum=%.2f sizeof=%zu %zu %zu\n", s, sizeof cube, sizeof cube[1], sizeof cube[1][2]);
  char names[3][8] = {"one", "two", "three"};
  for (int i = 0; i < 3; i++) printf("%s ", names[i]);
  printf("\n");
  return sum2(grid, 2) & 0xff;
}
