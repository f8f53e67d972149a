// Built-in elemental functions on array sections (reference 2.3): double, float and long
// double forms of every function of the table, with section and scalar arguments mixed,
// frexp with an int section for the exponents ([rec]), nested calls and operators. Every
// result is compared with the same call in a plain C loop.
// RUN: %xmpcc -O2 %s -o %t.O2 -lm
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 1 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// CHECK: OK double
// CHECK: OK float
// CHECK: OK long-double
// CHECK: OK frexp
// CHECK: OK nested
// CHECK: DONE
#include <math.h>
#include <stdio.h>
#define N 11

static void report(const char *what, int err) { printf("%s %s\n", err ? "FAIL" : "OK", what); }

double x[N], y[N], r[16][N];
float xf[N], yf[N], rf[16][N];
long double xl[N], yl[N], rl[16][N];
int e[N], ex[N];

int main(void) {
  int i, k, err = 0;
  for (i = 0; i < N; i++) {
    x[i] = 0.05 + 0.09 * i;
    y[i] = 1.5 + 0.25 * i;
    xf[i] = (float)x[i];
    yf[i] = (float)y[i];
    xl[i] = x[i];
    yl[i] = y[i];
    e[i] = i - 5;
  }
  r[0][:] = acos(x[:]);
  r[1][:] = asin(x[:]);
  r[2][:] = atan(x[:]) + atan2(x[:], y[:]);
  r[3][:] = cos(x[:]) * sin(y[:]) - tan(x[:]);
  r[4][:] = cosh(x[:]) + sinh(x[:]) + tanh(y[:]);
  r[5][:] = exp(x[:]) + log(y[:]) + log10(y[:]);
  r[6][:] = fabs(x[:] - 0.5) + sqrt(y[:]);
  r[7][:] = pow(y[:], x[:]) + pow(2.0, x[:]) + pow(y[:], 3.0);
  r[8][:] = ceil(y[:] * 3) + floor(y[:] * 3);
  r[9][:] = fmod(y[:] * 7, x[:] + 1.0);
  r[10][:] = ldexp(y[:], e[:]);
  for (i = 0; i < N; i++) {
    err += r[0][i] != acos(x[i]);
    err += r[1][i] != asin(x[i]);
    err += r[2][i] != atan(x[i]) + atan2(x[i], y[i]);
    err += r[3][i] != cos(x[i]) * sin(y[i]) - tan(x[i]);
    err += r[4][i] != cosh(x[i]) + sinh(x[i]) + tanh(y[i]);
    err += r[5][i] != exp(x[i]) + log(y[i]) + log10(y[i]);
    err += r[6][i] != fabs(x[i] - 0.5) + sqrt(y[i]);
    err += r[7][i] != pow(y[i], x[i]) + pow(2.0, x[i]) + pow(y[i], 3.0);
    err += r[8][i] != ceil(y[i] * 3) + floor(y[i] * 3);
    err += r[9][i] != fmod(y[i] * 7, x[i] + 1.0);
    err += r[10][i] != ldexp(y[i], e[i]);
  }
  report("double", err);

  err = 0;
  rf[0][:] = acosf(xf[:]) + asinf(xf[:]) + atanf(xf[:]) + atan2f(xf[:], yf[:]);
  rf[1][:] = cosf(xf[:]) + sinf(xf[:]) + tanf(xf[:]) + coshf(xf[:]) + sinhf(xf[:]) + tanhf(xf[:]);
  rf[2][:] = expf(xf[:]) + logf(yf[:]) + log10f(yf[:]) + fabsf(-xf[:]) + sqrtf(yf[:]);
  rf[3][:] = powf(yf[:], xf[:]) + ceilf(yf[:] * 3) + floorf(yf[:] * 3) + fmodf(yf[:] * 7, 0.75f) + ldexpf(xf[:], e[:]);
  for (i = 0; i < N; i++) {
    err += rf[0][i] != acosf(xf[i]) + asinf(xf[i]) + atanf(xf[i]) + atan2f(xf[i], yf[i]);
    err += rf[1][i] != cosf(xf[i]) + sinf(xf[i]) + tanf(xf[i]) + coshf(xf[i]) + sinhf(xf[i]) + tanhf(xf[i]);
    err += rf[2][i] != expf(xf[i]) + logf(yf[i]) + log10f(yf[i]) + fabsf(-xf[i]) + sqrtf(yf[i]);
    err += rf[3][i] != powf(yf[i], xf[i]) + ceilf(yf[i] * 3) + floorf(yf[i] * 3) + fmodf(yf[i] * 7, 0.75f) + ldexpf(xf[i], e[i]);
  }
  report("float", err);

  err = 0;
  rl[0][:] = acosl(xl[:]) + asinl(xl[:]) + atanl(xl[:]) + atan2l(xl[:], yl[:]);
  rl[1][:] = cosl(xl[:]) + sinl(xl[:]) + tanl(xl[:]) + coshl(xl[:]) + sinhl(xl[:]) + tanhl(xl[:]);
  rl[2][:] = expl(xl[:]) + logl(yl[:]) + log10l(yl[:]) + fabsl(-xl[:]) + sqrtl(yl[:]);
  rl[3][:] = powl(yl[:], xl[:]) + ceill(yl[:] * 3) + floorl(yl[:] * 3) + fmodl(yl[:] * 7, 0.75L) + ldexpl(xl[:], e[:]);
  for (i = 0; i < N; i++) {
    err += rl[0][i] != acosl(xl[i]) + asinl(xl[i]) + atanl(xl[i]) + atan2l(xl[i], yl[i]);
    err += rl[1][i] != cosl(xl[i]) + sinl(xl[i]) + tanl(xl[i]) + coshl(xl[i]) + sinhl(xl[i]) + tanhl(xl[i]);
    err += rl[2][i] != expl(xl[i]) + logl(yl[i]) + log10l(yl[i]) + fabsl(-xl[i]) + sqrtl(yl[i]);
    err += rl[3][i] != powl(yl[i], xl[i]) + ceill(yl[i] * 3) + floorl(yl[i] * 3) + fmodl(yl[i] * 7, 0.75L) + ldexpl(xl[i], e[i]);
  }
  report("long-double", err);

  // mantissas into a section, exponents into an int section of the same shape
  err = 0;
  r[11][:] = frexp(y[:] * 100, ex[:]);
  rf[11][0:5] = frexpf(yf[0:5], e[6:5]);
  for (i = 0; i < N; i++) {
    int k2;
    double mant = frexp(y[i] * 100, &k2);
    err += r[11][i] != mant || ex[i] != k2;
  }
  for (i = 0; i < 5; i++) {
    int k2;
    float mant = frexpf(yf[i], &k2);
    err += rf[11][i] != mant || e[6 + i] != k2;
  }
  report("frexp", err);

  err = 0;
  r[12][1:5] = sqrt(fabs(sin(x[0:5]) - cos(y[2:5:2]))) * (x[6:5] > 0.5 ? 2.0 : -1.0);
  for (k = 0; k < 5; k++)
    err += r[12][1 + k] != sqrt(fabs(sin(x[k]) - cos(y[2 + 2 * k]))) * (x[6 + k] > 0.5 ? 2.0 : -1.0);
  report("nested", err);
  printf("DONE\n");
  return 0;
}
