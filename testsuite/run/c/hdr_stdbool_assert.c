// Differential test: stdbool.h and assert.h: bool/true/false, conversions to bool, bool in arithmetic and arrays; assert on true conditions (NDEBUG off) and assert disabled with NDEBUG
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
#include <assert.h>

static bool is_prime(int n) {
  if (n < 2) return false;
  for (int d = 2; d * d <= n; d++)
    if (n % d == 0) return false;
  return true;
}

static int checked_div(int a, int b) {
  assert(b != 0);
  assert(a >= 0 && "only non-negative dividends");
  return a / b;
}

int main(void) {
  bool flags[20];
  int primes = 0;
  for (int i = 0; i < 20; i++) primes += (flags[i] = is_prime(i));
  printf("primes<20=%d flags[7]=%d flags[8]=%d\n", primes, flags[7], flags[8]);
  bool b = 42;
  bool z = 0.0;
  bool p = &primes;
  printf("b=%d z=%d p=%d true=%d false=%d sizeof(bool)=%zu\n", b, z, p, true, false, sizeof(bool));
  printf("true+true=%d\n", true + true);
  bool t = true;
  t = !t;
  printf("negated=%d\n", t);
  printf("__bool_true_false_are_defined=%d\n", __bool_true_false_are_defined);
  printf("checked_div=%d\n", checked_div(17, 5));
  assert(primes == 8);
  assert(sizeof(int) == 4);
  int evaluated = 0;
#define NDEBUG
#include <assert.h>
  assert(++evaluated);              /* disabled: the expression is not evaluated */
  printf("evaluated=%d\n", evaluated);
#undef NDEBUG
#include <assert.h>
  assert(++evaluated);
  printf("evaluated=%d\n", evaluated);
  return primes;
}
