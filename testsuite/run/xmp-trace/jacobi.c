// A 2-D Jacobi iteration on a block-distributed array; the relaxation is checked against a
// serial run on every node. Each node prints the time its traced region took.
#include <stdio.h>
#include <math.h>
#include <xmp.h>

#ifndef N
#define N 400
#endif
#ifndef ITER
#define ITER 60
#endif

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double u[N][N], un[N][N];
#pragma xmp align u[i][*] with t[i]
#pragma xmp align un[i][*] with t[i]
#pragma xmp shadow u[1][0]

static double ref[N][N], tmp[N][N];

static double init_value(int i, int j) {
  return (i == 0 || j == 0 || i == N - 1 || j == N - 1) ? 1.0 : (double)((i * 3 + j) % 7) / 7;
}

static double serial(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) ref[i][j] = init_value(i, j);
  for (int it = 0; it < ITER; it++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        tmp[i][j] = 0.25 * (ref[i - 1][j] + ref[i + 1][j] + ref[i][j - 1] + ref[i][j + 1]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++) ref[i][j] = tmp[i][j];
  }
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += ref[i][j];
  return s;
}

int main(void) {
  double want = serial();
  double t0 = xmp_wtime();
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) u[i][j] = init_value(i, j);
  for (int it = 0; it < ITER; it++) {
#pragma xmp reflect (u)
#pragma xmp loop (i) on t[i]
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        un[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
#pragma xmp loop (i) on t[i]
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++) u[i][j] = un[i][j];
  }
  double s = 0;
#pragma xmp loop (i) on t[i] reduction(+:s)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += u[i][j];
  double t1 = xmp_wtime();
  printf("node %d elapsed %.6f\n", xmpc_node_num(), t1 - t0);
  if (fabs(s - want) > 1e-9 * fabs(want)) {
    printf("FAIL node %d: sum %.12g, serial %.12g\n", xmpc_node_num(), s, want);
    return 1;
  }
  if (xmpc_node_num() == 0) printf("PASS jacobi\n");
  return 0;
}
