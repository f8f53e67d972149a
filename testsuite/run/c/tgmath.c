// Differential test: <tgmath.h> as clang-22 compiles it. The type-generic macros pick the
// float, double, long double or complex function from the argument types (through clang's
// overloadable __tg_* wrappers and the __tg_promote overload set): integer arguments become
// double, mixed arguments the usual arithmetic conversion's type, complex arguments the
// complex functions; sizeof of each result shows the type picked.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out
#include <stdio.h>
#include <tgmath.h>

#define SHOW(name, e) printf("%-22s size %2zu  %.17Lg\n", name, sizeof(e), (long double)(e))
#define SHOWC(name, e)                                                                     \
  printf("%-22s size %2zu  %.17Lg %+.17Lgi\n", name, sizeof(e), (long double)creal(e),  \
         (long double)cimag(e))

static volatile float vf = 2.25f;
static volatile double vd = 2.25;
static volatile long double vl = 2.25L;
static volatile int vi = 9;
static volatile unsigned char vc = 3;

int main(void) {
  float f = vf;
  double d = vd;
  long double l = vl;
  int i = vi;
  unsigned char c = vc;
  float _Complex fz = f + 1.5f * I;
  double _Complex dz = d - 0.5 * I;
  long double _Complex lz = l + 0.25L * I;

  SHOW("sqrt(float)", sqrt(f));
  SHOW("sqrt(double)", sqrt(d));
  SHOW("sqrt(long double)", sqrt(l));
  SHOW("sqrt(int)", sqrt(i));
  SHOW("sqrt(uchar)", sqrt(c));
  SHOWC("sqrt(float complex)", sqrt(fz));
  SHOWC("sqrt(double complex)", sqrt(dz));
  SHOWC("sqrt(ldouble complex)", sqrt(lz));

  SHOW("pow(float,float)", pow(f, f));
  SHOW("pow(float,int)", pow(f, i));
  SHOW("pow(float,double)", pow(f, d));
  SHOW("pow(int,int)", pow(i, 2));
  SHOW("pow(long double,f)", pow(l, f));
  SHOWC("pow(fz,float)", pow(fz, f));
  SHOWC("pow(d,dz)", pow(d, dz));

  SHOW("fabs(-float)", fabs(-f));
  SHOW("fabs(-int)", fabs(-i));
  SHOW("fabs(-long double)", fabs(-l));
  SHOW("fabs(float complex)", fabs(fz));
  SHOW("fabs(double complex)", fabs(dz));

  SHOWC("exp(float complex)", exp(fz));
  SHOWC("cexp-like exp(dz)", exp(dz));
  SHOW("exp(float)", exp(f));
  SHOW("log(int)", log(i));
  SHOW("sin(long double)", sin(l));
  SHOWC("cos(lz)", cos(lz));
  SHOW("atan2(f,i)", atan2(f, i));
  SHOW("fma(f,f,f)", fma(f, f, f));
  SHOW("fma(f,d,i)", fma(f, d, i));
  SHOW("fmax(i,f)", fmax(i, f));
  SHOW("hypot(f,f)", hypot(f, f));
  SHOW("cbrt(i)", cbrt(i));
  SHOW("floor(-l)", floor(-l));
  SHOW("ceil(f)", ceil(f));
  SHOW("round(d)", round(d));
  SHOW("trunc(f)", trunc(f));
  SHOW("remainder(i,f)", remainder(i, f));
  SHOW("copysign(f,-d)", copysign(f, -d));
  SHOW("ldexp(f,3)", ldexp(f, 3));
  int e;
  SHOW("frexp(d,&e)", frexp(d, &e));
  printf("exponent %d\n", e);
  SHOW("lround(l)", lround(l));
  SHOW("ilogb(f)", ilogb(f));
  SHOW("nextafter(f,i)", nextafter(f, i));

  SHOW("creal(fz)", creal(fz));
  SHOW("cimag(dz)", cimag(dz));
  SHOW("creal(f)", creal(f));
  SHOW("cimag(l)", cimag(l));
  SHOW("carg(dz)", carg(dz));
  SHOW("carg(-f)", carg(-f));
  SHOWC("conj(lz)", conj(lz));
  SHOWC("conj(i)", conj(i));
  SHOWC("cproj(fz)", cproj(fz));
  return 0;
}
