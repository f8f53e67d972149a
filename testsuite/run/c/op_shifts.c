// Differential test: shifts: left and right on signed/unsigned/long, arithmetic right shift of negatives, shift by variable amounts, promotion of the left operand
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

int main(void) {
  unsigned u = 0x80000001u;
  printf("u<<1=%08x u>>1=%08x u>>31=%u\n", u << 1, u >> 1, u >> 31);
  int s = -16;
  printf("-16>>2=%d -1>>5=%d\n", s >> 2, -1 >> 5);     /* arithmetic shift on this target */
  int one = 1;
  for (int k = 0; k < 32; k += 7) printf("1<<%d=%u ", k, (unsigned)one << k);
  printf("\n");
  long long ll = 1LL << 40;
  printf("1LL<<40=%lld >>38=%lld\n", ll, ll >> 38);
  uint64_t big = 0xF000000000000000ULL;
  printf("big>>60=%llu\n", (unsigned long long)(big >> 60));
  unsigned char c = 0x81;
  int pc = c << 4;                 /* promoted to int: no truncation */
  printf("c<<4=%d c>>1=%d\n", pc, c >> 1);
  signed char sc = -128;
  printf("sc>>1=%d\n", sc >> 1);
  unsigned short us = 0xFFFF;
  printf("us<<16=%d\n", us << 15);
  int amt = 3;
  long val = 1000;
  val <<= amt;
  printf("val=%ld\n", val);
  val >>= amt + 1;
  printf("val=%ld\n", val);
  unsigned rot = 0x12345678u;
  unsigned r8 = (rot << 8) | (rot >> 24);
  printf("rotl8=%08x\n", r8);
  uint32_t mask = ~0u >> (32 - 12);
  printf("mask=%03x\n", mask);
  int shift_by_long = 1 << 3L;     /* the type of the result is that of the promoted left */
  printf("shift_by_long=%d sizeof=%zu\n", shift_by_long, sizeof(1 << 3L));
  return (int)(r8 & 0xff);
}
