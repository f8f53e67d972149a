// HPC kernels written with <immintrin.h> (AVX2/FMA): dot products with the usual horizontal
// reductions (extractf128 + hadd, movehl + shuffle, dp_ps), a matrix-vector product, max/min
// reductions with permutes and blends, a masked tail with maskload, and a norm with
// rsqrt/sqrt. Outputs are compared bit-exactly with clang-22's at -O0 and -O2.
// REQUIRES: cpu-avx2-fma
// RUN: %clang -O2 -mavx2 -mfma -w %s -o %t.ref -lm
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 -mavx2 -mfma %s -o %t -lm
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 -mavx2 -mfma %s -o %t.O0 -lm
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.expected %t.O0.out
// RUN: FileCheck %s < %t.out
// CHECK: dot_hadd 401.125
// CHECK: matvec
// CHECK: max 9.99

#include <immintrin.h>
#include <math.h>
#include <stdio.h>

static float hsum256(__m256 v) {
  __m128 lo = _mm256_castps256_ps128(v), hi = _mm256_extractf128_ps(v, 1);
  __m128 s = _mm_add_ps(lo, hi);
  s = _mm_hadd_ps(s, s);
  s = _mm_hadd_ps(s, s);
  return _mm_cvtss_f32(s);
}

static float hsum128_shuffle(__m128 v) {
  __m128 shuf = _mm_movehdup_ps(v);
  __m128 sums = _mm_add_ps(v, shuf);
  shuf = _mm_movehl_ps(shuf, sums);
  sums = _mm_add_ss(sums, shuf);
  return _mm_cvtss_f32(sums);
}

static double hsum256d(__m256d v) {
  __m128d lo = _mm256_castpd256_pd128(v), hi = _mm256_extractf128_pd(v, 1);
  lo = _mm_add_pd(lo, hi);
  __m128d h = _mm_unpackhi_pd(lo, lo);
  return _mm_cvtsd_f64(_mm_add_sd(lo, h));
}

static float dot_hadd(const float *x, const float *y, int n) {
  __m256 acc0 = _mm256_setzero_ps(), acc1 = _mm256_setzero_ps();
  int i = 0;
  for (; i + 16 <= n; i += 16) {
    acc0 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i), acc0);
    acc1 = _mm256_fmadd_ps(_mm256_loadu_ps(x + i + 8), _mm256_loadu_ps(y + i + 8), acc1);
  }
  float s = hsum256(_mm256_add_ps(acc0, acc1));
  for (; i < n; i++) s += x[i] * y[i];
  return s;
}

static float dot_dpps(const float *x, const float *y, int n) {
  __m128 acc = _mm_setzero_ps();
  int i = 0;
  for (; i + 4 <= n; i += 4) acc = _mm_add_ps(acc, _mm_dp_ps(_mm_loadu_ps(x + i), _mm_loadu_ps(y + i), 0xf1));
  float s = _mm_cvtss_f32(acc);
  for (; i < n; i++) s += x[i] * y[i];
  return s;
}

static float dot_masked(const float *x, const float *y, int n) {
  __m256 acc = _mm256_setzero_ps();
  int i = 0;
  for (; i + 8 <= n; i += 8) acc = _mm256_fmadd_ps(_mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i), acc);
  if (i < n) {
    __m256i idx = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32(n - i), idx);
    acc = _mm256_fmadd_ps(_mm256_maskload_ps(x + i, mask), _mm256_maskload_ps(y + i, mask), acc);
  }
  __m128 s = _mm_add_ps(_mm256_castps256_ps128(acc), _mm256_extractf128_ps(acc, 1));
  return hsum128_shuffle(s);
}

static double ddot(const double *x, const double *y, int n) {
  __m256d acc = _mm256_setzero_pd();
  int i = 0;
  for (; i + 4 <= n; i += 4) acc = _mm256_fmadd_pd(_mm256_loadu_pd(x + i), _mm256_loadu_pd(y + i), acc);
  __m256d h = _mm256_hadd_pd(acc, acc);
  double s = _mm_cvtsd_f64(_mm_add_pd(_mm256_castpd256_pd128(h), _mm256_extractf128_pd(h, 1)));
  for (; i < n; i++) s += x[i] * y[i];
  (void)hsum256d;
  return s + 0 * hsum256d(acc);
}

static void matvec(const float *a, const float *x, float *y, int rows, int cols) {
  for (int r = 0; r + 4 <= rows; r += 4) {
    __m256 acc[4];
    for (int k = 0; k < 4; k++) acc[k] = _mm256_setzero_ps();
    for (int c = 0; c < cols; c += 8) {
      __m256 xv = _mm256_loadu_ps(x + c);
      for (int k = 0; k < 4; k++)
        acc[k] = _mm256_fmadd_ps(_mm256_loadu_ps(a + (r + k) * cols + c), xv, acc[k]);
    }
    // Four horizontal sums at once: hadd pairs, then fold the 128-bit halves.
    __m256 h01 = _mm256_hadd_ps(acc[0], acc[1]);
    __m256 h23 = _mm256_hadd_ps(acc[2], acc[3]);
    __m256 h = _mm256_hadd_ps(h01, h23);
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(h), _mm256_extractf128_ps(h, 1));
    _mm_storeu_ps(y + r, s);
  }
}

static float vmax(const float *x, int n) {
  __m256 m = _mm256_set1_ps(-INFINITY);
  for (int i = 0; i + 8 <= n; i += 8) m = _mm256_max_ps(m, _mm256_loadu_ps(x + i));
  m = _mm256_max_ps(m, _mm256_permute2f128_ps(m, m, 1));
  m = _mm256_max_ps(m, _mm256_permute_ps(m, _MM_SHUFFLE(1, 0, 3, 2)));
  m = _mm256_max_ps(m, _mm256_shuffle_ps(m, m, _MM_SHUFFLE(2, 3, 0, 1)));
  return _mm256_cvtss_f32(m);
}

static int argmin_count(const float *x, int n, float below) {
  int count = 0;
  __m256 t = _mm256_set1_ps(below);
  for (int i = 0; i + 8 <= n; i += 8) {
    int bits = _mm256_movemask_ps(_mm256_cmp_ps(_mm256_loadu_ps(x + i), t, _CMP_LT_OQ));
    count += __builtin_popcount(bits);
  }
  return count;
}

static void normalize(float *x, int n) {
  __m256 acc = _mm256_setzero_ps();
  for (int i = 0; i < n; i += 8) {
    __m256 v = _mm256_loadu_ps(x + i);
    acc = _mm256_fmadd_ps(v, v, acc);
  }
  __m256 inv = _mm256_div_ps(_mm256_set1_ps(1.0f), _mm256_sqrt_ps(_mm256_set1_ps(hsum256(acc))));
  for (int i = 0; i < n; i += 8) {
    __m256 v = _mm256_loadu_ps(x + i);
    // Blend: keep negative lanes as they were, scale the others.
    __m256 scaled = _mm256_mul_ps(v, inv);
    _mm256_storeu_ps(x + i, _mm256_blendv_ps(scaled, v, v));
  }
}

static void clamp_round(float *x, int n) {
  for (int i = 0; i < n; i += 8) {
    __m256 v = _mm256_loadu_ps(x + i);
    v = _mm256_min_ps(_mm256_max_ps(v, _mm256_set1_ps(-3)), _mm256_set1_ps(3));
    __m256i k = _mm256_cvtps_epi32(_mm256_round_ps(v, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC));
    _mm256_storeu_ps(x + i, _mm256_cvtepi32_ps(_mm256_add_epi32(k, _mm256_set1_epi32(1))));
  }
}

int main(void) {
  enum { N = 101, R = 8, C = 32 };
  float x[N], y[N];
  double xd[N], yd[N];
  for (int i = 0; i < N; i++) {
    x[i] = (i % 13) * 0.5f - 2.0f;
    y[i] = (i % 7) * 1.25f + 0.5f;
    xd[i] = x[i] / 3.0;
    yd[i] = y[i] * 1.1;
  }
  printf("dot_hadd %.9g\n", dot_hadd(x, y, N));
  printf("dot_dpps %.9g\n", dot_dpps(x, y, N));
  printf("dot_masked %.9g\n", dot_masked(x, y, N));
  printf("ddot %.17g\n", ddot(xd, yd, N));
  float a[R * C], v[C], out[R];
  for (int i = 0; i < R * C; i++) a[i] = ((i * 7) % 11) * 0.25f - 1;
  for (int i = 0; i < C; i++) v[i] = (i % 5) * 0.5f;
  matvec(a, v, out, R, C);
  printf("matvec");
  for (int i = 0; i < R; i++) printf(" %.9g", out[i]);
  printf("\n");
  float m[64];
  for (int i = 0; i < 64; i++) m[i] = sinf(i * 0.7f) * 9.99f;
  m[37] = 9.99f;
  printf("max %.3g\n", vmax(m, 64));
  printf("below %d\n", argmin_count(m, 64, 0.5f));
  normalize(m, 64);
  double s = 0;
  for (int i = 0; i < 64; i++) s += m[i] * (i + 1);
  printf("normalized %.9g\n", s);
  clamp_round(m, 64);
  s = 0;
  for (int i = 0; i < 64; i++) s += m[i] * (i + 1);
  printf("clamped %.9g\n", s);
  return 0;
}
