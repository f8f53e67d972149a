// Differential test: float arithmetic stays in float (FLT_EVAL_METHOD 0): rounding of float sums and products, float vs double results of the same expression, float arguments to prototyped and variadic functions
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

static float fadd(float a, float b) { return a + b; }
static double dadd(double a, double b) { return a + b; }

int main(void) {
  float big = 16777216.0f;
  float r1 = big + 1.0f;                 /* rounds back to 2^24 in float */
  double r2 = (double)big + 1.0;
  printf("r1=%.1f r2=%.1f\n", r1, r2);
  float a = 0.1f, b = 0.2f;
  float s = a + b;
  double sd = (double)a + (double)b;
  printf("s=%.10f sd=%.10f equal=%d\n", s, sd, (double)s == sd);
  float prod = 1.0f;
  for (int i = 0; i < 30; i++) prod *= 1.1f;
  double dprod = 1.0;
  for (int i = 0; i < 30; i++) dprod *= 1.1;
  printf("prod=%.6f dprod=%.6f\n", prod, dprod);
  printf("fadd=%.8f dadd=%.17f\n", fadd(1e-8f, 1.0f), dadd(1e-8, 1.0));
  float x = 3.0f;
  float third = 1.0f / x;
  printf("third*3==1: %d\n", third * 3.0f == 1.0f);
  float acc = 0.0f;
  for (int i = 1; i <= 10000; i++) acc += 1.0f / (float)i;
  printf("acc=%.7f\n", acc);
  float mixed = a * 3 + 1;               /* int operands convert to float */
  printf("mixed=%.7f\n", mixed);
  return (int)(r1 - 16777200.0f);
}
