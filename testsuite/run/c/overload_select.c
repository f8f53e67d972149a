// Differential test: which member of an overload set (`__attribute__((overloadable))`) a call
// picks, against clang-22: exact matches over qualification conversions, integer and
// floating promotions (C's float/double to long double included) over conversions,
// conversions over real/complex ones, `T *` to `void *` over C's incompatible pointers, a
// pointer to `_Bool` over `void *` to `char *`, standard conversions over `...`, several
// arguments, the unmarked member, and members reached through function pointers.
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 -w %s -o %t
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 -w %s -o %t.O0
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.expected %t.O0.out
#include <stdio.h>
#define OV __attribute__((overloadable))
OV int a(int x) { return 1; }
OV int a(char *x) { return 2; }
OV int b(const char *x) { return 1; }
OV int b(char *x) { return 2; }
OV int c(void *x) { return 1; }
OV int c(int x) { return 2; }
OV int d(long x) { return 1; }
OV int d(double _Complex x) { return 2; }
OV int e(_Bool x) { return 1; }
OV int e(double x) { return 2; }
OV int g(const void *x) { return 1; }
OV int g(int *x) { return 2; }
OV int h(char *x) { return 1; }
OV int h(float x) { return 2; }
OV int j(char *x) { return 1; }
OV int j(_Bool x) { return 2; }
OV int p(int *x) { return 1; }
OV int p(_Bool x) { return 2; }
enum E { EA };
OV int v(unsigned x) { return 1; }
OV int v(int x) { return 2; }
OV int w(float _Complex x) { return 1; }
OV int w(double _Complex x) { return 2; }
OV int y(double x) { return 1; }
OV int y(long double _Complex x) { return 2; }
OV int m(double x, int y) { return 1; }
OV int m(int x, double y) { return 2; }
OV int m(int x, int y, ...) { return 3; }
OV int k(long double x) { return 1; }
OV int k(float x) { return 2; }
OV int k(int x) { return 3; }
int u(int x) { return 1; }
OV int u(double x) { return 2; }
OV int u(const char *s) { return 3; }
OV int q(const volatile int *x) { return 1; }
OV int q(const int *x) { return 2; }

int main(void) {
  const char *cs = "s";
  char buf[4] = "abc";
  int i = 0;
  void *vp = 0;
  float f = 0;
  short sh = 2;
  enum E en = EA;
  float _Complex fz = 0;
  unsigned short us = 0;
  printf("b %d %d\n", b(cs), b(buf));
  printf("c %d %d %d\n", c(0), c(vp), c(&i));
  printf("a %d e %d\n", a(vp), e(&i));
  printf("g %d %d %d\n", g(&i), g(cs), g(vp));
  printf("h %d d %d\n", h(cs), d(f));
  printf("j %d p %d\n", j(vp), p(cs));
  printf("v %d %d w %d\n", v(en), v(us), w(fz));
  printf("y %d %d\n", y(fz), y(i));
  printf("m %d %d %d %d\n", m(1.0, 1), m(1, 1.0), m(1, 1), m(1, 2, 3.0));
  printf("k %d %d %d %d\n", k(1.0), k(f), k(sh), k('c'));
  printf("u %d %d %d\n", u(1), u(1.5), u(cs));
  printf("q %d\n", q(&i));
  int (*pu)(double) = u;
  int (*pk)(float) = &k;
  int (*pq)(const volatile int *);
  pq = q;
  printf("pointers %d %d %d\n", pu(1), pk(2), pq(&i));
  return 0;
}
