// Differential test: function definitions with _Bool, bool and const _Bool parameters (their conversion to the in-memory byte at entry), also with other parameters around them and taking their address
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
#include <stdbool.h>

static int f(_Bool b) { return b; }
static int g(bool b) { return b ? 5 : 6; }
static int h(const _Bool b) { return b + 1; }
static long mixed(char c, _Bool a, double d, bool b, int n) { return c + a * 10 + (long)d + b * 100 + n; }
static _Bool *keep(_Bool b) { static _Bool s; _Bool *p = &b; s = *p; return &s; }
static int many(_Bool a, _Bool b, _Bool c, _Bool d, _Bool e, _Bool f7, _Bool g7, _Bool h7) {
  return a | b << 1 | c << 2 | d << 3 | e << 4 | f7 << 5 | g7 << 6 | h7 << 7;
}
static bool neg(bool b) { b = !b; return b; }

int main(void) {
  printf("%d %d %d %d\n", f(1), f(0), g(0), g(1));
  printf("%d %d\n", h(0), h(1));
  printf("%ld\n", mixed(3, 1, 2.5, 1, 4));
  printf("%d %d\n", *keep(1), *keep(0));
  printf("%d\n", many(1, 0, 1, 1, 0, 1, 0, 1));
  printf("%d %d\n", neg(true), neg(false));
  int (*fp)(_Bool) = f;
  printf("%d\n", fp(7));
  return 0;
}
