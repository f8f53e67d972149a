// Differential test: GNU __real__/__imag__ of complex rvalues (spilled to a hidden local, the
// call evaluated once) and the l/ll forms of the bit builtins (ffs, parity, clz, ctz, popcount)
// Built by clang-22 and by xmp-clang, at -O0 and -O2; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O0 %s -o %t0 -lm
// RUN: sh -c '%t0; echo "exit=$?"' > %t0.out
// RUN: diff %t.expected %t0.out
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out

#include <complex.h>
#include <stdio.h>
static int calls;
static double _Complex mk(double a, double b) { calls++; return a + b * I; }
static float _Complex mkf(float a, float b) { calls++; return a + b * I; }
static long long sidell(long long v) { calls++; return v; }
static long sidel(long v) { calls++; return v; }
int main(void) {
  double r = __real__ mk(1.5, 2.5), i = __imag__ mk(3.5, -4.5);
  float fi = __imag__ mkf(1.0f, 9.0f);
  printf("%.1f %.1f %.1f calls=%d\n", r, i, (double)fi, calls);
  printf("ffs %d %d %d %d\n", __builtin_ffs(0), __builtin_ffs(40), __builtin_ffsl(sidel(1L << 40)), __builtin_ffsll(sidell(-(1LL << 50))));
  printf("parity %d %d %d\n", __builtin_parity(7u), __builtin_parityl(0x30000000000UL), __builtin_parityll(~0ULL));
  printf("clz %d %d %d ctz %d %d popc %d %d calls=%d\n", __builtin_clz(1u), __builtin_clzl(1UL), __builtin_clzll(1ULL), __builtin_ctzl(1UL << 33), __builtin_ctzll(1ULL << 60), __builtin_popcountl(~0UL), __builtin_popcountll(0xffULL), calls);
  return calls == 5 ? 0 : 1;
}
