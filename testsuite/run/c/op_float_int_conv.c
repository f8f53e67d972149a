// Differential test: float <-> int conversions: truncation toward zero, negative values, large values to long long, int to float rounding, float to double, unsigned conversions
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
  double ds[] = {3.7, -3.7, 0.5, -0.5, 1e9, -2147483648.0, 123456.999};
  for (int i = 0; i < 7; i++) printf("%g -> %d\n", ds[i], (int)ds[i]);
  double big = 9.5e15;
  printf("(long long)9.5e15=%lld\n", (long long)big);
  printf("(unsigned)3e9=%u\n", (unsigned)3e9);
  printf("(unsigned long long)1.8e19=%llu\n", (unsigned long long)1.8e19);
  int i = 16777217;                   /* 2^24+1 is not exact in float */
  float f = (float)i;
  printf("(float)16777217=%.1f back=%d\n", f, (int)f);
  long long ll = 9007199254740993LL;  /* 2^53+1 is not exact in double */
  printf("(double)2^53+1=%.1f\n", (double)ll);
  float third = 1.0f / 3.0f;
  double dthird = third;
  printf("float third=%.9g as double=%.17g\n", third, dthird);
  printf("mixed int/double: %g %g\n", 7 / 2 * 1.0, 7 / 2.0);
  unsigned u = 4000000000u;
  double du = u;
  printf("u->double=%.1f\n", du);
  unsigned long long ull = 18000000000000000000ULL;
  printf("ull->double=%.6e\n", (double)ull);
  float fsum = 0;
  for (int k = 1; k <= 100; k++) fsum += 1.0f / k;
  printf("harmonic float=%.6f\n", fsum);
  char c = (char)65.9;
  short sh = (short)-300.2;
  printf("c=%c sh=%d\n", c, sh);
  _Bool b1 = 0.1, b2 = 0.0;
  printf("bool from double: %d %d\n", b1, b2);
  int r = (int)(2.5 * 4);
  return r + (int)-1.9;
}
