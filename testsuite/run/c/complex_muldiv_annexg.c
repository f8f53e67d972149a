// Differential test: complex multiplication and division give clang's results: a quotient
// with extreme exponents (the textbook formula overflows or flushes to zero), infinite
// products whose textbook parts are both NaN, and a real divisor dividing each part.
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 %s -o %t
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.expected %t.O0.out
// RUN: FileCheck %s < %t.out
// CHECK: div big 0x1p+900 0x0p+0
// CHECK: div tiny 0x1p-1000 0x0p+0
// CHECK: mul inf inf
// RUN: %xmpcc -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// IR: call { double, double } @__divdc3(
// IR: call <2 x float> @__divsc3(
// IR: call { x86_fp80, x86_fp80 } @__divxc3(
// IR: fcmp uno double
// IR: call { double, double } @__muldc3(
// RUN: %xmpcc -O0 -ffast-math -S -emit-llvm %s -o - | FileCheck %s --check-prefix=FAST
// FAST-NOT: @__div{{.}}c3
// FAST-NOT: @__mul{{.}}c3

#include <math.h>
#include <stdio.h>

static volatile double big = 0x1p1000, tiny = 0x1p-1000;
static volatile float fbig = 0x1p100f;
static volatile long double lbig = 0x1p10000L;

int main(void) {
  double _Complex a = big + big * 1.0i, b = 0x1p100 + 0x1p100 * 1.0i;
  double _Complex q = a / b;
  printf("div big %a %a\n", __real__ q, __imag__ q);
  double _Complex c = tiny + tiny * 1.0i, d = 1.0 + 1.0i;
  q = c / d;
  printf("div tiny %a %a\n", __real__ q, __imag__ q);
  float _Complex fa = fbig + fbig * 1.0fi, fb = fbig + 1.0fi;
  float _Complex fq = fa / fb;
  printf("div float %a %a\n", (double)__real__ fq, (double)__imag__ fq);
  long double _Complex la = lbig + lbig * 1.0i, lb = 2.0L + 2.0Li;
  long double _Complex lq = la / lb;
  printf("div long double %La %La\n", __real__ lq, __imag__ lq);
  double _Complex r = a / 4.0;
  printf("div real %a %a\n", __real__ r, __imag__ r);
  double _Complex inf = INFINITY + INFINITY * 1.0i, one = 1.0 + 0.0i;
  volatile double _Complex p = inf * (one + 1.0i);
  printf("mul %s %s\n", isinf(__real__ p) || isinf(__imag__ p) ? "inf" : "finite",
         isinf(__imag__ p) ? "inf" : "finite");
  return 0;
}
