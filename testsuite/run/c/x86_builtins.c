// Differential test: scalar x86 target builtins through the headers (<adcintrin.h>,
// <x86gprintrin.h>: add-with-carry, crc32 in functions with target("crc32")) and directly
// (rdtscp, lzcnt/tzcnt, pdep, the generic rotates). Built by clang-22 and by xmp-clang; outputs must match.
// RUN: %clang -O2 -mlzcnt -mbmi2 -mcrc32 -w %s -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 -mlzcnt -mbmi2 -mcrc32 %s -o %t
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 -mlzcnt -mbmi2 -mcrc32 %s -o %t.O0
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.expected %t.O0.out
// A builtin whose feature the function lacks is an error, as in clang:
// RUN: not %xmpcc -O0 -DNOFEAT %s -o %t.bad 2>&1 | FileCheck %s --check-prefix=NOFEAT
// NOFEAT: x86_builtins.c:22:30: error: '__builtin_ia32_pdep_si' needs target feature bmi2
// RUN: sh -c '%xmpcc -O0 -DNOFEAT %s -o %t.bad >/dev/null 2>&1; test $? -eq 1'

#include <adcintrin.h>
#include <stdio.h>
#include <x86gprintrin.h>

#ifdef NOFEAT
int main(void) { return (int)__builtin_ia32_pdep_si(5, 0xf0); }
#else
int main(void) {
  unsigned s;
  unsigned char c = _addcarry_u32(1, 0xffffffffu, 5, &s);
  unsigned long long s64;
  unsigned char c2 = _subborrow_u64(0, 3, 5, &s64);
  unsigned aux;
  unsigned long long t = __builtin_ia32_rdtscp(&aux);
  printf("%u %u %u %llx %d\n", c, s, c2, s64, t > 0);
  printf("%u %u %u\n", _mm_crc32_u8(0, 7), _mm_crc32_u32(1, 1234),
         (unsigned)_mm_crc32_u64(5, 99));
  printf("%u %u %u %u\n", __builtin_ia32_lzcnt_u32(1), __builtin_ia32_tzcnt_u32(8),
         __builtin_ia32_tzcnt_u16(0), __builtin_ia32_pdep_si(5, 0xf0));
  unsigned char r8 = 0x81;
  printf("%u %u %llx\n", __builtin_rotateleft8(r8, 1), __builtin_rotateright32(0x80000001u, 4),
         (unsigned long long)__builtin_rotateleft64(3ULL, 63));
  __builtin_ia32_pause();
  return 0;
}
#endif
