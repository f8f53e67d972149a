// Differential test: integer promotion of a bit-field value reached through a comma, an
// assignment, a compound assignment or a prefix ++/--, and of bit-field operands of ?: (each
// operand is promoted before the usual arithmetic conversions). clang promotes a 28-bit
// unsigned field in all of these to int, so `-1 < (k, s.a)` is 1; a postfix ++/-- value is not
// seen through. Reduced from csmith seed 1772805013 (a comma with a union bit-field).
// Built by clang-22 and by xmp-clang, at -O0 and -O2; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O0 -w %s -o %t0
// RUN: sh -c '%t0; echo "exit=$?"' > %t0.out
// RUN: diff %t.expected %t0.out
// RUN: %xmpcc -O2 -w %s -o %t
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
#include <stdint.h>
#include <stdio.h>

union U0 {
  int64_t f0;
  unsigned f1 : 28;
};
struct S {
  unsigned a : 28;
  unsigned long long b : 40;
  int c : 5;
  unsigned d : 32;
  unsigned char e : 3;
};

static int8_t g = 0x47;

int main(void) {
  volatile int k = 0;
  struct S s = {1, 1, 1, 1, 1};
  union U0 u = {1L};
  int32_t big[8] = {0, 0, 0, 0, 0, 0, (int32_t)0xCAA0A77F, 0};
  printf("comma %d %d %d %d %d\n", -1 < (k, s.a), -1 < (k, s.b), -1 < (k, s.d), -1 < (k, s.c),
         -1 < (k, (k, s.e)));
  printf("assign %d %d %d\n", -1 < (s.a = 3), -1 < (s.a += 1), -1 < (s.d = 2));
  printf("incdec %d %d %d %d\n", -1 < ++s.a, -1 < --s.a, -1 < s.a++, -1 < s.a--);
  printf("cond %d %d %d\n", -1 < (k ? s.a : s.a), -1 < (k ? s.a : 1u), -1 < (k ? s.b : s.a));
  printf("sizeof %zu %zu %zu %zu\n", sizeof((k, s.a)), sizeof((s.a = 1)), sizeof(k ? s.a : s.e),
         sizeof((k, s.b)));
  // The csmith shape: a comparison with a comma whose right side is a union bit-field.
  g = ((0 ^ (big[6] > (u, u.f1))) != 0UL) && u.f0;
  printf("g %d\n", g);
  return 0;
}
