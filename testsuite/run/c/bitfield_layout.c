// Differential test: bit-field layout corner cases checked through raw bytes: fields straddling storage units, char/short/long long/_Bool bit-fields, unnamed padding fields, zero-width fields, signed extraction, bit-fields after non-bit-field members
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

struct s1 { unsigned a : 20, b : 20; };                 /* b does not fit the first unit */
struct s2 { char c : 3; char d : 6; };                  /* d starts a new char */
struct s3 { short x : 9; short y : 9; short z : 9; };
struct s4 { unsigned long long big : 40, rest : 30; };
struct s5 { _Bool f1 : 1; _Bool f2 : 1; unsigned : 5; unsigned g : 3; };
struct s6 { int before; unsigned bf : 4; char after; unsigned bf2 : 12; };
struct s7 { signed int neg : 5; unsigned : 0; signed int pos : 7; long long l : 33; };
struct s8 { char c; unsigned long long v : 60; };

#define DUMP(T, v)                                                        \
  do {                                                                    \
    unsigned char raw[sizeof(T)];                                         \
    memcpy(raw, &(v), sizeof(T));                                         \
    printf("%-3s size=%2zu:", #T + 7, sizeof(T));                         \
    for (size_t i = 0; i < sizeof(T); i++) printf(" %02x", raw[i]);       \
    printf("\n");                                                         \
  } while (0)

int main(void) {
  struct s1 a; memset(&a, 0, sizeof a); a.a = 0xABCDE; a.b = 0x12345; DUMP(struct s1, a);
  struct s2 b; memset(&b, 0, sizeof b); b.c = -3; b.d = 21; DUMP(struct s2, b);
  struct s3 c; memset(&c, 0, sizeof c); c.x = -200; c.y = 255; c.z = -1; DUMP(struct s3, c);
  struct s4 d; memset(&d, 0, sizeof d); d.big = 0xFEDCBA9876ULL; d.rest = 0x2AAAAAAA; DUMP(struct s4, d);
  struct s5 e; memset(&e, 0, sizeof e); e.f1 = 1; e.f2 = 0; e.g = 5; DUMP(struct s5, e);
  struct s6 f; memset(&f, 0, sizeof f); f.before = -1; f.bf = 9; f.after = 'Z'; f.bf2 = 0xABC; DUMP(struct s6, f);
  struct s7 g; memset(&g, 0, sizeof g); g.neg = -16; g.pos = 63; g.l = -4294967296LL; DUMP(struct s7, g);
  struct s8 h; memset(&h, 0, sizeof h); h.c = 1; h.v = 0xFFFFFFFFFFFFFFFULL; DUMP(struct s8, h);
  printf("reads: %x %x %d %d %d %d %d %llx %d %d %u %d %d %lld\n", a.a, a.b, b.c, b.d, c.x, c.y, c.z,
         (unsigned long long)d.big, e.f1, e.g, f.bf2, g.neg, g.pos, (long long)g.l);
  return (int)sizeof(struct s7);
}
