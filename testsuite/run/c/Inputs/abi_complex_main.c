#include <stdio.h>
#include "abi_complex.h"
int main(void) {
  float complex f = c_fc(1.0f + 2.0f * I, 3.0f - 1.0f * I);
  printf("fc=%.2f%+.2fi\n", crealf(f), cimagf(f));
  double complex d = c_dc(2.5 - 1.5 * I, 2.0);
  printf("dc=%.2f%+.2fi\n", creal(d), cimag(d));
  long double complex l = c_ldc(1.5L + 0.5L * I);
  printf("ldc=%.3Lf%+.3Lfi\n", creall(l), cimagl(l));
  struct cwrap w = c_wrap((struct cwrap){1.0 + 2.0 * I, 41});
  printf("wrap=%.1f%+.1fi %d\n", creal(w.z), cimag(w.z), w.tag);
  printf("vsum=%.2f\n", c_vsum(3, 1.0 + 0.5 * I, 2.0 - 0.25 * I, -3.0 + 4.0 * I));
  return w.tag;
}
