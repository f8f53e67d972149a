// Differential test: floating literals: decimal with and without exponent, leading/trailing dots, hexadecimal floats, f/F/l/L suffixes, exact printing
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
  double ds[] = {1.0, .5, 5., 1e3, 1E-3, 2.5e+2, 0x1p4, 0x1.8p1, 0X.8P0, 0x1.fffffffffffffp1023,
                 4.9e-324, 123456789.125};
  for (unsigned i = 0; i < sizeof ds / sizeof ds[0]; i++) printf("%.17g %a\n", ds[i], ds[i]);
  float fs[] = {1.5f, 0.1F, 3e2f, 0x1p-3f, 1e38f};
  for (unsigned i = 0; i < sizeof fs / sizeof fs[0]; i++) printf("%.9g\n", fs[i]);
  long double ls[] = {0.1L, 1e4000L, 0x1p-16400L};
  for (unsigned i = 0; i < 3; i++) printf("%.21Lg\n", ls[i]);
  printf("sizes: %zu %zu %zu\n", sizeof 1.0f, sizeof 1.0, sizeof 1.0L);
  printf("0.1f as double=%.17g\n", (double)0.1f);
  printf("1e-5 %.3e\n", 1e-5);
  double sum = 0.1 + 0.2;
  printf("0.1+0.2==0.3: %d %.17g\n", sum == 0.3, sum);
  return (int)(0x1.4p3);             /* 10 */
}
