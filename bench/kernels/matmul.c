/* Dense matrix multiply C = A * B (double, row-major, i-k-j loop order so the inner loop is
 * unit-stride and vectorisable). Usage: matmul [n] [repeats]. */
#include <stdio.h>
#include <stdlib.h>
#include "bench_timer.h"

static void matmul(int n, const double *restrict A, const double *restrict B, double *restrict C) {
  for (int i = 0; i < n * n; i++) C[i] = 0.0;
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++) {
      double aik = A[i * n + k];
      for (int j = 0; j < n; j++) C[i * n + j] += aik * B[k * n + j];
    }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 384;
  int repeats = argc > 2 ? atoi(argv[2]) : 3;
  double *A = malloc(sizeof(double) * n * n), *B = malloc(sizeof(double) * n * n);
  double *C = malloc(sizeof(double) * n * n);
  if (!A || !B || !C) return 1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i * n + j] = (double)((i * 7 + j * 3) % 17) / 17.0 - 0.5;
      B[i * n + j] = (double)((i * 5 + j * 11) % 13) / 13.0 - 0.25;
    }
  matmul(n < 64 ? n : 64, A, B, C); /* warm-up */
  double t0 = bench_now(), c0 = bench_cpu();
  for (int r = 0; r < repeats; r++) matmul(n, A, B, C);
  double t1 = bench_now(), c1 = bench_cpu();
  double sum = 0.0;
  for (int i = 0; i < n * n; i++) sum += C[i] * (double)((i % 7) + 1);
  printf("matmul n=%d repeats=%d\n", n, repeats);
  printf("checksum %.10e\n", sum);
  printf("gflops %.3f\n", 2.0 * n * n * (double)n * repeats / (t1 - t0) / 1e9);
  printf("time_s %.6f\n", t1 - t0);
  printf("cpu_s %.6f\n", c1 - c0);
  free(A);
  free(B);
  free(C);
  return 0;
}
