// Differential test: the sign and classification builtins on _Float16 (its bits are 16 wide,
// unlike float, double and long double), with long double beside it.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out

#include <stdio.h>

static volatile float zero = 0.0f;

int main(void) {
  _Float16 h[] = {-1.0f / zero, 1.0f / zero, -2.0f, 0.0f, -0.0f, zero / zero};
  long double l[] = {-1.0L / zero, 1.5L, -0.0L};
  for (int i = 0; i < 6; i++)
    printf("h%d: isinf_sign=%d signbit=%d isinf=%d isnan=%d\n", i, __builtin_isinf_sign(h[i]),
           __builtin_signbit(h[i]) != 0, __builtin_isinf(h[i]), __builtin_isnan(h[i]));
  for (int i = 0; i < 3; i++)
    printf("l%d: isinf_sign=%d signbit=%d\n", i, __builtin_isinf_sign(l[i]),
           __builtin_signbit(l[i]) != 0);
  return 0;
}
