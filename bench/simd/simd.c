/* AVX2/FMA kernels written with <immintrin.h> for `tools/bench simd`: SAXPY (y = a*x + y) and a
 * single-precision dot product with four accumulators and an extractf128/hadd reduction.
 *
 *   simd saxpy|dot N REPS
 *
 * N (a multiple of 32) floats per array, REPS passes over them. Prints the kernel's time
 * (`time_s` wall, `cpu_s` process CPU) and a checksum that depends on every pass, so both
 * compilers' builds must agree bit for bit. Built with -O2 -mavx2 -mfma. */
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../kernels/bench_timer.h"

__attribute__((noinline)) static void saxpy(int n, float a, const float *x, float *y) {
  __m256 va = _mm256_set1_ps(a);
  for (int i = 0; i < n; i += 16) {
    __m256 y0 = _mm256_fmadd_ps(va, _mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i));
    __m256 y1 = _mm256_fmadd_ps(va, _mm256_loadu_ps(x + i + 8), _mm256_loadu_ps(y + i + 8));
    _mm256_storeu_ps(y + i, y0);
    _mm256_storeu_ps(y + i + 8, y1);
  }
}

__attribute__((noinline)) static float dot(int n, const float *x, const float *y) {
  __m256 s0 = _mm256_setzero_ps(), s1 = s0, s2 = s0, s3 = s0;
  for (int i = 0; i < n; i += 32) {
    s0 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i), s0);
    s1 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i + 8), _mm256_loadu_ps(y + i + 8), s1);
    s2 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i + 16), _mm256_loadu_ps(y + i + 16), s2);
    s3 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i + 24), _mm256_loadu_ps(y + i + 24), s3);
  }
  __m256 s = _mm256_add_ps(_mm256_add_ps(s0, s1), _mm256_add_ps(s2, s3));
  __m128 h = _mm_add_ps(_mm256_castps256_ps128(s), _mm256_extractf128_ps(s, 1));
  h = _mm_hadd_ps(h, h);
  h = _mm_hadd_ps(h, h);
  return _mm_cvtss_f32(h);
}

int main(int argc, char **argv) {
  if (argc != 4 || (strcmp(argv[1], "saxpy") && strcmp(argv[1], "dot"))) {
    fprintf(stderr, "usage: %s saxpy|dot N REPS\n", argv[0]);
    return 2;
  }
  int n = atoi(argv[2]), reps = atoi(argv[3]);
  if (n <= 0 || n % 32 || reps <= 0) {
    fprintf(stderr, "N must be a positive multiple of 32, REPS positive\n");
    return 2;
  }
  float *x = aligned_alloc(32, n * sizeof(float)), *y = aligned_alloc(32, n * sizeof(float));
  for (int i = 0; i < n; i++) {
    x[i] = (float)((i * 37) % 101) / 101.0f - 0.5f;
    y[i] = (float)((i * 11) % 53) / 53.0f;
  }
  double check = 0;
  double t0 = bench_now(), c0 = bench_cpu();
  if (!strcmp(argv[1], "saxpy")) {
    /* a alternates sign so that y stays bounded over many passes. */
    for (int r = 0; r < reps; r++) saxpy(n, (r & 1) ? -0.25f : 0.25f, x, y);
  } else {
    for (int r = 0; r < reps; r++) {
      check += dot(n, x, y);
      y[r % n] += 1.0f / 1024;
    }
  }
  double t1 = bench_now(), c1 = bench_cpu();
  for (int i = 0; i < n; i++) check += y[i] * (double)((i % 7) + 1);
  printf("time_s %.6f\ncpu_s %.6f\nchecksum %.17g\n", t1 - t0, c1 - c0, check);
  free(x);
  free(y);
  return 0;
}
