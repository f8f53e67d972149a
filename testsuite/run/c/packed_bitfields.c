// Differential test: bit-fields of packed structs (#pragma pack, __attribute__((packed)) on the struct and on members) that straddle bytes and span more bytes than their declared type; sizes, alignments, the bytes in memory, loads, stores, static initialisers, casts of long long bit-fields
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

#pragma pack(push, 1)
struct S1 { char a; int b : 3; int c : 30; short d; unsigned e : 5; long f; };
#pragma pack(pop)
struct __attribute__((packed)) S2 { char a; int b : 3; int c : 30; short d : 9; unsigned e : 5; long f : 40; };
struct S3 { char a; int b : 3; int c : 30; } __attribute__((packed));
struct S4 { char a; int x : 7; struct S3 s; };
struct __attribute__((packed)) S5 { unsigned char p : 7; unsigned long w : 64; long long v : 63; signed char t : 2; };
#pragma pack(push, 2)
struct S6 { char a; long long b : 33; int c : 17; char d : 3; };
#pragma pack(pop)
struct S7 { unsigned short a : 16; unsigned long b : 8 __attribute__((packed)); long long c : 17 __attribute__((packed)); unsigned short d; };
struct S8 { long long f0; long long f1 : 2; int f2 : 7; unsigned f3; long long f4 : 33; unsigned f5 : 32; };

static struct S2 g2 = { 5, -3, -123456789, -200, 31, -549755813888L };
static struct S5 g5 = { 100, 0xfedcba9876543210UL, -4611686018427387904LL, -2 };

static void dump(const void *p, size_t n) {
  const unsigned char *c = p;
  for (size_t i = 0; i < n; i++) printf("%02x", c[i]);
  printf("\n");
}

int main(void) {
  printf("%zu %zu %zu %zu %zu %zu %zu %zu\n", sizeof(struct S1), sizeof(struct S2), sizeof(struct S3),
         sizeof(struct S4), sizeof(struct S5), sizeof(struct S6), sizeof(struct S7), sizeof(struct S8));
  printf("%zu %zu %zu %zu %zu\n", _Alignof(struct S1), _Alignof(struct S2), _Alignof(struct S4),
         _Alignof(struct S6), _Alignof(struct S7));
  struct S1 s1 = { 1, -2, 100000, 4, 17, 6 };
  printf("%d %d %d %d %u %ld\n", s1.a, s1.b, s1.c, s1.d, s1.e, s1.f);
  s1.c = -536870912; s1.b = 3; s1.e += 20;
  printf("%d %d %u\n", s1.c, s1.b, s1.e);
  dump(&s1, sizeof s1);
  struct S2 s2 = g2;
  printf("%d %d %d %d %u %lld\n", s2.a, s2.b, s2.c, s2.d, s2.e, (long long)s2.f);
  s2.c = 77; s2.f = -5; s2.d = 255;
  printf("%d %lld %d\n", s2.c, (long long)s2.f, s2.d);
  dump(&s2, sizeof s2);
  dump(&g2, sizeof g2);
  struct S4 s4[2];
  memset(s4, 0xa5, sizeof s4);
  s4[1].s.c = 12345678; s4[1].x = -9; s4[0].s.b = -1;
  printf("%d %d %d\n", s4[1].s.c, s4[1].x, s4[0].s.b);
  dump(s4, sizeof s4);
  struct S5 s5 = g5;
  printf("%u %lx %lld %d\n", s5.p, (unsigned long)s5.w, (long long)s5.v, s5.t);
  s5.w = ~s5.w; s5.v = s5.v / 3; s5.p = 127;
  printf("%u %lx %lld %d\n", s5.p, (unsigned long)s5.w, (long long)s5.v, s5.t);
  dump(&s5, sizeof s5);
  struct S6 s6;
  memset(&s6, 0, sizeof s6);
  s6.b = -4294967296LL; s6.c = 65535; s6.d = -4;
  printf("%lld %d %d\n", (long long)s6.b, s6.c, s6.d);
  dump(&s6, sizeof s6);
  struct S7 s7 = { 65535, 200, -65536, 9 };
  printf("%u %lu %lld %u\n", s7.a, (unsigned long)s7.b, (long long)s7.c, s7.d);
  struct S8 s8;
  memset(&s8, 0, sizeof s8);
  s8.f1 = -1; s8.f4 = -3;
  printf("%lld %lld %d\n", (long long)s8.f1, (long long)s8.f4, s8.f1 < 0);
  volatile struct S2 vs = g2;
  vs.c += 1;
  printf("%d\n", vs.c);
  return 0;
}
