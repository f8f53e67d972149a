// Differential test: math.h: sqrt pow exp log sin cos atan2 floor ceil fabs fmod round trunc hypot, float variants, HUGE_VAL INFINITY NAN, isnan isinf isfinite signbit fpclassify, M_PI
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
  printf("sqrt=%.6f pow=%.6f exp=%.6f log=%.6f log10=%.6f\n", sqrt(2.0), pow(2.0, 0.5), exp(1.0),
         log(10.0), log10(1000.0));
  printf("sin=%.6f cos=%.6f tan=%.6f atan2=%.6f\n", sin(M_PI / 6), cos(M_PI / 3), tan(M_PI / 4),
         atan2(1.0, -1.0));
  printf("floor=%.1f ceil=%.1f fabs=%.1f fmod=%.1f round=%.1f trunc=%.1f\n", floor(-2.5),
         ceil(-2.5), fabs(-3.0), fmod(7.5, 2.0), round(2.5), trunc(-2.7));
  printf("hypot=%.1f cbrt=%.1f fmin=%.1f fmax=%.1f\n", hypot(3, 4), cbrt(27.0), fmin(1, 2), fmax(1, 2));
  printf("sqrtf=%.5f powf=%.3f fabsf=%.2f\n", sqrtf(3.0f), powf(2.0f, 10.0f), fabsf(-1.25f));
  double inf = HUGE_VAL, n = NAN, i2 = INFINITY;
  printf("isinf(HUGE_VAL)=%d isinf(INFINITY)=%d isnan(NAN)=%d isnan(1.0)=%d\n", isinf(inf) != 0,
         isinf(i2) != 0, isnan(n) != 0, isnan(1.0) != 0);
  printf("isfinite: %d %d %d\n", isfinite(1.0) != 0, isfinite(inf) != 0, isfinite(n) != 0);
  printf("signbit: %d %d %d\n", signbit(-0.0) != 0, signbit(0.0) != 0, signbit(-inf) != 0);
  printf("fpclassify: %d %d %d %d %d\n", fpclassify(0.0) == FP_ZERO, fpclassify(1.0) == FP_NORMAL,
         fpclassify(inf) == FP_INFINITE, fpclassify(n) == FP_NAN, fpclassify(1e-310) == FP_SUBNORMAL);
  printf("isnanf=%d isinf(float)=%d\n", isnan(NAN) != 0, isinf(HUGE_VALF) != 0);
  printf("nan==nan=%d nan!=nan=%d inf>1e308=%d\n", n == n, n != n, inf > 1e308);
  printf("-inf=%f inf=%f\n", -inf, inf);
  printf("M_PI=%.15f M_E=%.15f\n", M_PI, M_E);
  int e;
  double m = frexp(48.0, &e);
  printf("frexp=%.4f,%d ldexp=%.1f modf:", m, e, ldexp(0.75, 4));
  double ip;
  double fp = modf(3.75, &ip);
  printf(" %.2f %.2f\n", ip, fp);
  printf("lround=%ld llround=%lld\n", lround(-2.5), llround(1e10 + 0.5));
  return (int)round(sqrt(1000.0));
}
