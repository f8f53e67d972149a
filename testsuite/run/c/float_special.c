// Differential test: floating-point special values and rounding: infinities, NaN propagation, signed zero, subnormals, float vs double accumulation, exact halfway printing, comparisons with NaN
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
#include <math.h>

int main(void) {
  volatile double zero = 0.0;
  double pinf = 1.0 / zero, ninf = -1.0 / zero, qnan = zero / zero;
  printf("%f %f %d\n", pinf, ninf, isnan(qnan) != 0);
  printf("inf-inf nan=%d inf*0 nan=%d nan+1 nan=%d\n", isnan(pinf - pinf) != 0, isnan(pinf * zero) != 0,
         isnan(qnan + 1) != 0);
  printf("nan<1=%d nan>1=%d nan==nan=%d\n", qnan < 1, qnan > 1, qnan == qnan);
  double nz = -0.0;
  printf("-0.0 prints %.1f, 1/-0.0=%f, -0.0==0.0 %d\n", nz, 1.0 / nz, nz == 0.0);
  double sub = 4.9406564584124654e-324;
  printf("subnormal>0=%d half=%g\n", sub > 0, sub / 2);
  float fsum = 0.0f;
  double dsum = 0.0;
  for (int i = 0; i < 1000000; i++) { fsum += 0.1f; dsum += 0.1; }
  printf("fsum=%.3f dsum=%.6f\n", fsum, dsum);
  printf("halfway: %.0f %.0f %.0f %.0f\n", 0.5, 1.5, 2.5, 3.5);   /* round-half-even in printf */
  printf("big float=%.1f\n", (double)(float)1e10);
  double a = 1e16, b = 1.0;
  printf("(a+b)-a=%g\n", (a + b) - a);
  float fmax = 3.4028234e38f;
  float over = fmax * 2.0f;
  printf("float overflow isinf=%d\n", isinf(over) != 0);
  printf("fmod neg=%.2f remainder=%.2f\n", fmod(-7.5, 2.0), remainder(7.5, 2.0));
  double x = 1.0;
  int steps = 0;
  while (x / 2 > 0) { x /= 2; steps++; }
  printf("halvings to underflow=%d\n", steps);
  return steps % 256;
}
