// An intrinsic used in a function compiled without its target feature: clang's error (the
// always_inline header function would be inlined into a function that lacks the feature),
// same words and position, exit 1. With the feature on the command line, or in the caller's
// target attribute, it compiles.
// RUN: not %xmpcc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=AVX
// RUN: not %clang -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=AVX
// RUN: not %xmpcc -c -DSSE3 %s -o %t.o 2>&1 | FileCheck %s --check-prefix=SSE3
// RUN: not %clang -c -DSSE3 %s -o %t.o 2>&1 | FileCheck %s --check-prefix=SSE3
// RUN: %xmpcc -c -DONLY_OK %s -o %t.o
// RUN: %xmpcc -c -mavx2 %s -o %t.o
// AVX: inline_target_feature.c:25:10: error: always_inline function '_mm256_add_ps' requires target feature 'avx', but would be inlined into function 'add8' that is compiled without support for 'avx'
// SSE3: inline_target_feature.c:29:10: error: always_inline function '_mm_hadd_ps' requires target feature 'sse3', but would be inlined into function 'hadd4' that is compiled without support for 'sse3'

#include <immintrin.h>

__attribute__((target("avx"))) __m256 add8_ok(__m256 a, __m256 b) { return _mm256_add_ps(a, b); }

__attribute__((target("sse3"))) __m128 hadd4_ok(__m128 a, __m128 b) {
  return _mm_hadd_ps(a, b);
}

#ifndef ONLY_OK
#ifndef SSE3
__m256 add8(__m256 a, __m256 b) {
  return _mm256_add_ps(a, b);
}
#endif
__m128 hadd4(__m128 a, __m128 b) {
  return _mm_hadd_ps(a, b);
}
#endif
