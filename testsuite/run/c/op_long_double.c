// Differential test: long double: arithmetic in x87 extended precision, sizeof, printf %Lf/%Lg, conversions to and from double and integers
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
#include <float.h>

static long double sum_series(int n) {
  long double s = 0.0L;
  for (int k = n; k >= 1; k--) s += 1.0L / ((long double)k * k);
  return s;
}

static long double scale(long double x, int n) { return x * n; }

int main(void) {
  long double a = 1.0L / 3.0L;
  double d = 1.0 / 3.0;
  printf("sizeof(long double)=%zu LDBL_MANT_DIG=%d\n", sizeof(long double), LDBL_MANT_DIG);
  printf("a=%.20Lf\n", a);
  printf("d=%.20f\n", d);
  printf("a-d nonzero: %d\n", (a - (long double)d) != 0.0L);
  long double big = 1e300L * 1e300L;     /* no overflow in extended range */
  printf("big=%Lg\n", big);
  printf("sum=%.18Lf\n", sum_series(1000));
  long long ll = (long long)(scale(2.5L, 1000000000) );
  printf("ll=%lld\n", ll);
  long double from_int = 123456789012345678LL;
  printf("from_int=%.1Lf\n", from_int);
  double back = (double)a;
  printf("back=%.17g\n", back);
  long double arr[3] = {1.5L, -2.25L, 4.0L};
  long double prod = 1;
  for (int i = 0; i < 3; i++) prod *= arr[i];
  printf("prod=%Lg cmp=%d %d\n", prod, arr[0] < arr[2], arr[1] > 0);
  return (int)(prod * -1);
}
