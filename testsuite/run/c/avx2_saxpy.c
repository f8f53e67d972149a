// <immintrin.h> parses and its AVX2/FMA intrinsics compile to the same program as clang-22's:
// a SAXPY with _mm256_set1_ps/_mm256_loadu_ps/_mm256_fmadd_ps/_mm256_storeu_ps in a function
// with __attribute__((target("avx2,fma"))) (the header's always_inline helpers need it), and
// AMX tile types (1024-byte vectors) in the header's unused functions. The vector path runs
// only where cpuid reports AVX2 and FMA (<cpuid.h>: inline asm); results are compared exactly.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.expected %t.O0.out
// RUN: FileCheck %s < %t.out
// CHECK: sum 836.701581 last 45.027027
// RUN: %xmpcc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// IR: define internal {{.*}}void @saxpy_avx2({{.*}}) {{.*}}[[ATTR:#[0-9]+]] {
// IR: call <8 x float> @llvm.fma.v8f32(
// IR: attributes [[ATTR]] = {{.*}}"target-features"="{{.*}}+avx2{{.*}}+fma

#include <cpuid.h>
#include <immintrin.h>
#include <math.h>
#include <stdio.h>

__attribute__((target("avx2,fma"), noinline)) static void saxpy_avx2(int n, float a,
                                                                     const float *x, float *y) {
  __m256 va = _mm256_set1_ps(a);
  int i = 0;
  for (; i + 8 <= n; i += 8) {
    __m256 vx = _mm256_loadu_ps(x + i), vy = _mm256_loadu_ps(y + i);
    _mm256_storeu_ps(y + i, _mm256_fmadd_ps(va, vx, vy));
  }
  for (; i < n; i++) y[i] = fmaf(a, x[i], y[i]);
}

static void saxpy_scalar(int n, float a, const float *x, float *y) {
  for (int i = 0; i < n; i++) y[i] = fmaf(a, x[i], y[i]);
}

static int has_avx2_fma(void) {
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_FMA)) return 0;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
  return (b & bit_AVX2) != 0;
}

int main(void) {
  float x[37], y[37];
  for (int i = 0; i < 37; i++) {
    x[i] = i * 0.5f;
    y[i] = 1.0f / (i + 1);
  }
  if (has_avx2_fma())
    saxpy_avx2(37, 2.5f, x, y);
  else
    saxpy_scalar(37, 2.5f, x, y);
  double s = 0;
  for (int i = 0; i < 37; i++) s += y[i];
  printf("sum %.6f last %.6f\n", s, y[36]);
  return 0;
}
