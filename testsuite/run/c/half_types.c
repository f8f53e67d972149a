// Differential test: _Float16 (f16 literals, arithmetic, conversions), __bf16, __fp16
// (storage; arithmetic in float) and __builtin_bit_cast, as clang-22 has them on x86-64.
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 %s -o %t
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.expected %t.O0.out
#include <stdio.h>
_Float16 h = 1.5f16;
__bf16 g;
__fp16 s = 0.1;
float addh(_Float16 a, _Float16 b) { return a + b; }
float addfp(__fp16 *a, __fp16 *b) { return *a + *b; }
int main(void) {
  _Float16 x = 3.25;
  __bf16 y = (__bf16)2.5f;
  float f = __builtin_bit_cast(float, 0x3f800000);
  unsigned short bits = __builtin_bit_cast(unsigned short, h);
  printf("%g %g %g %g %g %zu %zu %g %x %g\n", (double)h, (double)x, (float)y, addh(x, h), addfp(&s, &s), sizeof(_Float16), sizeof(__bf16), f, bits, (double)(float)s);
  return 0;
}
