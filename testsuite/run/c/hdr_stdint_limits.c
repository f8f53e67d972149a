// Differential test: stdint.h, inttypes.h and limits.h: exact-width types and their limits, INT_MAX/INT_MIN/UINT_MAX/LONG_MAX/CHAR_BIT/SCHAR_MIN/..., PRId64 formats, SIZE_MAX, INTPTR
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
#include <stdint.h>
#include <inttypes.h>
#include <limits.h>

int main(void) {
  printf("CHAR_BIT=%d SCHAR_MIN=%d SCHAR_MAX=%d UCHAR_MAX=%d CHAR_MIN=%d CHAR_MAX=%d\n", CHAR_BIT,
         SCHAR_MIN, SCHAR_MAX, UCHAR_MAX, CHAR_MIN, CHAR_MAX);
  printf("SHRT_MIN=%d SHRT_MAX=%d USHRT_MAX=%d\n", SHRT_MIN, SHRT_MAX, USHRT_MAX);
  printf("INT_MIN=%d INT_MAX=%d UINT_MAX=%u\n", INT_MIN, INT_MAX, UINT_MAX);
  printf("LONG_MIN=%ld LONG_MAX=%ld ULONG_MAX=%lu\n", LONG_MIN, LONG_MAX, ULONG_MAX);
  printf("LLONG_MIN=%lld LLONG_MAX=%lld ULLONG_MAX=%llu\n", LLONG_MIN, LLONG_MAX, ULLONG_MAX);
  int8_t i8 = INT8_MIN;
  uint8_t u8 = UINT8_MAX;
  int16_t i16 = INT16_MAX;
  uint16_t u16 = UINT16_MAX;
  int32_t i32 = INT32_MIN;
  uint32_t u32 = UINT32_MAX;
  int64_t i64 = INT64_MIN;
  uint64_t u64 = UINT64_MAX;
  printf("%" PRId8 " %" PRIu8 " %" PRId16 " %" PRIu16 "\n", i8, u8, i16, u16);
  printf("%" PRId32 " %" PRIu32 " %" PRId64 " %" PRIu64 " %" PRIx64 "\n", i32, u32, i64, u64, u64);
  printf("sizes: %zu %zu %zu %zu %zu %zu\n", sizeof(int_least8_t), sizeof(int_fast16_t),
         sizeof(intmax_t), sizeof(intptr_t), sizeof(uintptr_t), sizeof(int_fast8_t));
  printf("SIZE_MAX=%zu PTRDIFF_MAX=%td INTMAX_MAX=%jd\n", SIZE_MAX, PTRDIFF_MAX, INTMAX_MAX);
  printf("INT64_C=%" PRId64 " UINT64_C=%" PRIu64 "\n", INT64_C(123456789012), UINT64_C(1) << 63);
  uint32_t wrap = UINT32_MAX;
  wrap += 1;
  printf("wrap=%" PRIu32 "\n", wrap);
  int64_t prod = (int64_t)INT32_MAX * 2;
  printf("prod=%" PRId64 "\n", prod);
  intmax_t im = INTMAX_MIN;
  printf("imaxabs(INTMAX_MIN+1)=%jd\n", imaxabs(im + 1));
  return INT_MAX % 100 + (CHAR_BIT == 8);
}
