// Differential test: signed/unsigned mixes: usual arithmetic conversions, comparisons of signed with unsigned, wrap-around, conversions between widths
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

int main(void) {
  int si = -1;
  unsigned ui = 1;
  printf("-1 < 1u: %d\n", si < ui);                 /* -1 converts to UINT_MAX */
  printf("-1 < 1L: %d\n", si < 1L);
  long sl = -1;
  unsigned long ul = 1;
  printf("-1L < 1UL: %d\n", sl < ul);
  printf("-1L < 1u: %d\n", sl < ui);                /* unsigned int fits in long */
  unsigned u = 3;
  int i = -7;
  printf("u+i=%u (u+i)/2=%u i/u=%u\n", u + i, (u + i) / 2, i / u);
  printf("i %% u=%u\n", i % u);
  unsigned short us = 65535;
  us++;
  printf("us wrap=%u\n", us);
  unsigned char uc = 255;
  uc += 2;
  printf("uc wrap=%u\n", uc);
  signed char sc = (signed char)200;
  printf("sc=%d\n", sc);
  short sh = (short)70000;
  printf("sh=%d\n", sh);
  unsigned zero = 0;
  printf("0u-1=%u\n", zero - 1);
  unsigned long long ull = 0xFFFFFFFFFFFFFFFFULL;
  printf("ull+1=%llu ull/3=%llu\n", ull + 1, ull / 3);
  long long sll = (long long)(ull >> 1);
  printf("sll=%lld\n", sll);
  int back = (int)4294967295u;
  printf("back=%d\n", back);
  unsigned mixed = (unsigned)(-5) * 3u;
  printf("mixed=%u\n", mixed);
  long widened = (long)ui - 2;           /* no wrap in long */
  unsigned long uwide = ui - 2;          /* wraps in unsigned int first */
  printf("widened=%ld uwide=%lu\n", widened, uwide);
  unsigned short a = 60000, b = 60000;
  printf("ushort product long=%ld\n", (long)a * b);
  return (int)(uc + (unsigned char)sc);
}
