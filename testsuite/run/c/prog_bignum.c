// Differential test: a small program: arbitrary-precision factorial and Fibonacci in base 10^9 limbs, with carries in 64-bit arithmetic and zero-padded printing
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
#include <stdint.h>
#include <string.h>

#define BASE 1000000000u
#define MAXL 400

struct big { int n; uint32_t d[MAXL]; };

static void set_small(struct big *b, uint32_t v) { b->n = 1; b->d[0] = v; }

static void mul_small(struct big *b, uint32_t m) {
  uint64_t carry = 0;
  for (int i = 0; i < b->n; i++) {
    uint64_t cur = (uint64_t)b->d[i] * m + carry;
    b->d[i] = (uint32_t)(cur % BASE);
    carry = cur / BASE;
  }
  while (carry) { b->d[b->n++] = (uint32_t)(carry % BASE); carry /= BASE; }
}

static void add(struct big *r, const struct big *a, const struct big *b) {
  uint32_t carry = 0;
  int n = a->n > b->n ? a->n : b->n;
  for (int i = 0; i < n; i++) {
    uint32_t s = carry + (i < a->n ? a->d[i] : 0) + (i < b->n ? b->d[i] : 0);
    r->d[i] = s % BASE;
    carry = s / BASE;
  }
  r->n = n;
  if (carry) r->d[r->n++] = carry;
}

static int digits(const struct big *b) {
  int d = 9 * (b->n - 1);
  for (uint32_t top = b->d[b->n - 1]; top; top /= 10) d++;
  return d;
}

static void print(const char *label, const struct big *b) {
  printf("%s=%u", label, b->d[b->n - 1]);
  for (int i = b->n - 2; i >= 0; i--) printf("%09u", b->d[i]);
  printf(" (%d digits)\n", digits(b));
}

int main(void) {
  static struct big f;
  set_small(&f, 1);
  for (uint32_t i = 2; i <= 100; i++) mul_small(&f, i);
  print("100!", &f);
  for (uint32_t i = 101; i <= 450; i++) mul_small(&f, i);
  printf("450! digits=%d low limb=%09u\n", digits(&f), f.d[0]);
  static struct big a, b, c;
  set_small(&a, 0);
  set_small(&b, 1);
  for (int i = 2; i <= 500; i++) {
    add(&c, &a, &b);
    a = b;                          /* large struct assignment */
    b = c;
  }
  print("fib500", &b);
  uint32_t digit_sum = 0;
  for (int i = 0; i < f.n; i++)
    for (uint32_t v = f.d[i]; v; v /= 10) digit_sum += v % 10;
  printf("digit sum of 450! = %u\n", digit_sum);
  return digits(&b) % 256;
}
