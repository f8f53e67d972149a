#include <stdarg.h>
#include "abi_complex.h"
float complex c_fc(float complex a, float complex b) { return a * b + 1.0f; }
double complex c_dc(double complex a, double k) { return conj(a) * k; }
long double complex c_ldc(long double complex a) { return a * a; }
struct cwrap c_wrap(struct cwrap w) { w.z = w.z * I; w.tag++; return w; }
double c_vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) {
    double complex z = va_arg(ap, double complex);
    s += creal(z) * 10 + cimag(z);
  }
  va_end(ap);
  return s;
}
