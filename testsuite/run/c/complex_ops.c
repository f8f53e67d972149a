// Differential test: complex operations that clang treats as builtins (creal, cimag, conj,
// conjf, ...) link without -lm; conversions between complex and real/bool, complex
// comparisons and compound assignment. (GNU __real__/__imag__: gnu_real_imag.c.)
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out

#include <complex.h>
#include <stdio.h>

int main(void) {
  double complex z = 3.0 - 4.0 * I;
  float complex fz = 1.5f + 0.5f * I;
  long double complex lz = 2.0L + 1.0L * I;
  printf("creal=%.1f cimag=%.1f conj.im=%.1f\n", creal(z), cimag(z), cimag(conj(z)));
  printf("crealf=%.2f cimagf=%.2f creall=%.1Lf cimagl=%.1Lf\n", crealf(fz), cimagf(fz), creall(lz),
         cimagl(lz));
  double re = z;                       /* complex -> real keeps the real part */
  _Bool nz = z, zero = (double complex)0;
  double complex from_real = 2.5;      /* real -> complex has a zero imaginary part */
  printf("re=%.1f nz=%d zero=%d from_real=%.1f%+.1fi\n", re, nz, zero, creal(from_real),
         cimag(from_real));
  z = creal(z) + 7.0 * I;
  z *= 2;
  z += 1.0 * I;
  z /= 1.0 + 1.0 * I;
  printf("z=%.3f%+.3fi eq=%d ne=%d\n", creal(z), cimag(z), z == z, z != 0);
  float complex mixed = fz * 2.0 + z;  /* float complex promoted to double complex */
  printf("mixed=%.3f%+.3fi sizeof=%zu %zu %zu\n", crealf(mixed), cimagf(mixed), sizeof fz, sizeof z,
         sizeof lz);
  return (int)creal(z);
}
