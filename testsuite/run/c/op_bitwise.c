// Differential test: bitwise operators: & | ^ ~ on signed and unsigned values, masks, popcount by hand, bit tricks, precedence against comparisons
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

static int popcount(uint32_t v) {
  int c = 0;
  while (v) { v &= v - 1; c++; }
  return c;
}

static uint32_t reverse_bits(uint32_t v) {
  uint32_t r = 0;
  for (int i = 0; i < 32; i++) { r = (r << 1) | (v & 1); v >>= 1; }
  return r;
}

int main(void) {
  unsigned a = 0xF0F0u, b = 0x0FF0u;
  printf("& %04x | %04x ^ %04x ~ %08x\n", a & b, a | b, a ^ b, ~a);
  int s = -6;
  printf("~s=%d s&0xff=%d s|1=%d s^-1=%d\n", ~s, s & 0xff, s | 1, s ^ -1);
  printf("popcount: %d %d %d\n", popcount(0), popcount(0xFFFFFFFFu), popcount(0x12345678u));
  printf("reverse=%08x\n", reverse_bits(0x00000001u) | reverse_bits(0x80000000u));
  int x = 40;
  printf("pow2(40)=%d pow2(64)=%d\n", (x & (x - 1)) == 0, (64 & 63) == 0);
  printf("lowest set of 40=%d\n", x & -x);
  printf("prec: %d %d\n", 1 | 2 == 2, (1 | 2) == 3);   /* == binds tighter than | */
  uint8_t flags = 0;
  flags |= 1u << 3;
  flags |= 1u << 0;
  flags &= (uint8_t)~(1u << 0);
  flags ^= 0x80;
  printf("flags=%02x\n", flags);
  unsigned long long mask = ~0ULL;
  printf("mask=%llx ~0L=%ld\n", mask ^ 0xFFULL, ~0L);
  int swap_a = 12, swap_b = 34;
  swap_a ^= swap_b; swap_b ^= swap_a; swap_a ^= swap_b;
  printf("xor swap: %d %d\n", swap_a, swap_b);
  unsigned short us = 0x00FF;
  int promoted = ~us;                  /* promotion to int before ~ */
  printf("~us=%d (unsigned short)~us=%u\n", promoted, (unsigned short)~us);
  return popcount(0xABCDu) + (flags & 0x0F);
}
