// Differential test: bit-fields: signed/unsigned, widths, packing, overflow wrap, zero-width, in unions, sizeof
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
#include <string.h>

struct flags {
  unsigned a : 1;
  unsigned b : 3;
  unsigned c : 4;
  signed int s : 5;
  unsigned : 0;            /* zero-width: next field starts a new unit */
  unsigned d : 7;
  int plain;
  unsigned long long wide : 40;
};

struct packed { unsigned char x : 2, y : 2, z : 4; };

union bu { unsigned raw; struct { unsigned lo : 16, hi : 16; } parts; };

int main(void) {
  struct flags f = {1, 5, 9, -3, 100, 77, 0x123456789ULL};
  printf("a=%u b=%u c=%u s=%d d=%u plain=%d wide=%llx\n", f.a, f.b, f.c, f.s, f.d, f.plain,
         (unsigned long long)f.wide);
  f.b = 9;                 /* wraps to 1 (3 bits) */
  f.s = 15;                /* fits: 5-bit signed max is 15 */
  f.c += 10;               /* 9+10 = 19 -> 3 */
  f.wide = f.wide * 16;
  printf("after: b=%u s=%d c=%u wide=%llx\n", f.b, f.s, f.c, (unsigned long long)f.wide);
  f.s = -16;
  printf("s min=%d s+1=%d\n", f.s, f.s + 1);
  printf("sizeof flags=%zu packed=%zu\n", sizeof(struct flags), sizeof(struct packed));

  struct packed p = {3, 2, 15};
  unsigned char raw;
  memcpy(&raw, &p, 1);
  printf("packed raw=0x%02x\n", raw);

  union bu u;
  u.raw = 0xabcd1234u;
  printf("lo=%x hi=%x\n", u.parts.lo, u.parts.hi);
  u.parts.hi = 0x1;
  printf("raw=%x\n", u.raw);

  /* Bit-fields promote to int in arithmetic */
  struct { unsigned v : 3; } small = {7};
  int neg = -small.v;      /* unsigned:3 promotes to int -> -7 */
  printf("neg=%d\n", neg);
  return f.b + f.c;
}
