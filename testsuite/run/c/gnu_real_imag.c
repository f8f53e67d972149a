// Differential test: GNU __real__ and __imag__ on complex values: reading, assigning, on scalars (identity and zero), with compound assignment
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out

#include <complex.h>
#include <stdio.h>

int main(void) {
  double complex z = 3.0 - 4.0 * I;
  printf("__real__=%.1f __imag__=%.1f\n", __real__ z, __imag__ z);
  __imag__ z = 7.0;
  __real__ z += 0.5;
  printf("z=%.1f%+.1fi\n", creal(z), cimag(z));
  double d = 2.5;
  printf("scalar: real=%.1f imag=%.1f\n", __real__ d, __imag__ d);
  float complex f = 1.0f + 2.0f * I;
  float *parts = (float *)&f;
  printf("layout: %.1f %.1f\n", parts[0], parts[1]);
  return (int)__imag__ z;
}
