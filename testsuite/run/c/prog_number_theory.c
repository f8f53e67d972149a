// Differential test: a small program: sieve of Eratosthenes, factorisation, gcd/lcm, 64-bit modular exponentiation, Miller-Rabin with unsigned __int128-free mulmod
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

#define LIMIT 100000
static unsigned char composite[LIMIT + 1];

static uint64_t gcd(uint64_t a, uint64_t b) { while (b) { uint64_t t = a % b; a = b; b = t; } return a; }

static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) {
  uint64_t r = 0;
  a %= m;
  while (b) {
    if (b & 1) r = (r + a) % m;       /* m < 2^63, so the sums do not overflow */
    a = (a << 1) % m;
    b >>= 1;
  }
  return r;
}

static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) {
  uint64_t r = 1;
  b %= m;
  while (e) {
    if (e & 1) r = mulmod(r, b, m);
    b = mulmod(b, b, m);
    e >>= 1;
  }
  return r;
}

static int is_prime_mr(uint64_t n) {
  if (n < 2) return 0;
  static const uint64_t bases[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
  for (int i = 0; i < 12; i++) if (n % bases[i] == 0) return n == bases[i];
  uint64_t d = n - 1;
  int s = 0;
  while ((d & 1) == 0) { d >>= 1; s++; }
  for (int i = 0; i < 12; i++) {
    uint64_t x = powmod(bases[i], d, n);
    if (x == 1 || x == n - 1) continue;
    int witness = 1;
    for (int r = 1; r < s; r++) {
      x = mulmod(x, x, n);
      if (x == n - 1) { witness = 0; break; }
    }
    if (witness) return 0;
  }
  return 1;
}

int main(void) {
  memset(composite, 0, sizeof composite);
  int count = 0;
  long long sum = 0;
  for (int i = 2; i <= LIMIT; i++) {
    if (composite[i]) continue;
    count++;
    sum += i;
    for (long j = (long)i * i; j <= LIMIT; j += i) composite[j] = 1;
  }
  printf("primes<=%d: %d sum=%lld\n", LIMIT, count, sum);
  unsigned long n = 600851475143UL;
  printf("factors of %lu:", n);
  for (unsigned long f = 2; f * f <= n; f++)
    while (n % f == 0) { printf(" %lu", f); n /= f; }
  if (n > 1) printf(" %lu", n);
  printf("\n");
  printf("gcd=%llu lcm=%llu\n", (unsigned long long)gcd(462, 1071),
         (unsigned long long)(462 / gcd(462, 1071) * 1071));
  printf("powmod=%llu\n", (unsigned long long)powmod(3, 1000000007ULL - 2, 1000000007ULL));
  uint64_t cands[] = {1000000007ULL, 1000000008ULL, 4294967291ULL, 9223372036854775783ULL, 561, 2147483647};
  for (int i = 0; i < 6; i++) printf("%llu:%d ", (unsigned long long)cands[i], is_prime_mr(cands[i]));
  printf("\n");
  return count % 256;
}
