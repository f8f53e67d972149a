// Differential test: C99 complex arithmetic: _Complex double/float, complex.h (I, creal, cimag, cabs, conj, cexp), complex by value in calls and returns, mixed real/complex promotion
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out

#include <stdio.h>
#include <complex.h>
#include <math.h>

static double complex rotate(double complex z, double angle) { return z * cexp(I * angle); }
static float _Complex fsq(float _Complex z) { return z * z; }

int main(void) {
  double complex a = 1.0 + 2.0 * I, b = 3.0 - 1.0 * I;
  double complex s = a + b, p = a * b, q = a / b;
  printf("s=%.3f%+.3fi p=%.3f%+.3fi q=%.3f%+.3fi\n", creal(s), cimag(s), creal(p), cimag(p),
         creal(q), cimag(q));
  printf("abs=%.6f conj=%.1f%+.1fi arg=%.6f\n", cabs(a), creal(conj(a)), cimag(conj(a)), carg(b));
  double complex r = rotate(1.0, M_PI / 2);
  printf("rotate=%.6f%+.6fi\n", fabs(creal(r)) < 1e-12 ? 0.0 : creal(r), cimag(r));
  float _Complex f = fsq(1.5f + 0.5f * I);
  printf("fsq=%.3f%+.3fi sizeof=%zu %zu\n", crealf(f), cimagf(f), sizeof(f), sizeof(a));
  double complex mixed = 2.0 * a + 1;          /* real operands promote to complex */
  printf("mixed=%.1f%+.1fi eq=%d\n", creal(mixed), cimag(mixed), mixed == 3.0 + 4.0 * I);
  double complex acc = 0;
  for (int k = 0; k < 8; k++) acc += cexp(2 * M_PI * I * k / 8.0) * (k + 1);  /* one DFT bin */
  double re = creal(acc), im = cimag(acc);
  printf("dft=%.6f%+.6fi\n", fabs(re) < 1e-9 ? 0.0 : re, fabs(im) < 1e-9 ? 0.0 : im);
  return (int)creal(p);
}
