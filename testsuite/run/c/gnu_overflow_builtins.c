// Differential test: the checked-arithmetic builtins __builtin_{add,sub,mul}_overflow with
// operands and results of every integer width and of mixed signedness (the exact result is
// stored wrapped to the result's type; the value says whether it fitted), _Bool and __int128
// results, and the typed forms (__builtin_sadd_overflow, __builtin_umulll_overflow, ...).
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
#include <limits.h>

static long long vals[] = {0, 1, -1, 2, -2, 127, -128, 255, 32767, -32768, 65535,
                           INT_MAX, INT_MIN, UINT_MAX, LLONG_MAX, LLONG_MIN, 0x100000000LL,
                           -0x100000001LL, 3037000499LL, 3037000500LL, 46341, -46341};
#define NV (int)(sizeof vals / sizeof vals[0])

static unsigned long long hash;
static void mix(unsigned long long v) { hash = hash * 1000003u ^ v; }

#define ONE(OP, TA, TB, TR)                                                   \
  for (int i = 0; i < NV; i++)                                                \
    for (int j = 0; j < NV; j++) {                                            \
      TA a = (TA)vals[i];                                                     \
      TB b = (TB)vals[j];                                                     \
      TR r = (TR)7;                                                           \
      int o = __builtin_##OP##_overflow(a, b, &r);                            \
      mix((unsigned long long)r);                                             \
      mix(o);                                                                 \
    }

#define RES(OP, TA, TB)                                                       \
  ONE(OP, TA, TB, signed char) ONE(OP, TA, TB, unsigned char)                 \
  ONE(OP, TA, TB, short) ONE(OP, TA, TB, unsigned short)                      \
  ONE(OP, TA, TB, int) ONE(OP, TA, TB, unsigned)                              \
  ONE(OP, TA, TB, long) ONE(OP, TA, TB, unsigned long)                        \
  ONE(OP, TA, TB, _Bool)

#define OPS(TA, TB) RES(add, TA, TB) RES(sub, TA, TB) RES(mul, TA, TB)

static void generic(void) {
  OPS(int, int)
  OPS(unsigned, int)
  OPS(int, unsigned)
  OPS(unsigned char, signed char)
  OPS(long, unsigned long)
  OPS(unsigned long, unsigned long)
  OPS(long long, short)
  printf("generic %llx\n", hash);
}

static void wide(void) {
  hash = 0;
  for (int i = 0; i < NV; i++)
    for (int j = 0; j < NV; j++) {
      __int128 r;
      unsigned __int128 u;
      int o1 = __builtin_mul_overflow(vals[i], vals[j], &r);
      int o2 = __builtin_mul_overflow((unsigned long long)vals[i], vals[j], &u);
      __int128 big = (__int128)vals[i] << 64;
      int o3 = __builtin_add_overflow(big, big, &r);
      mix((unsigned long long)r ^ (unsigned long long)(r >> 64));
      mix((unsigned long long)u ^ (unsigned long long)(u >> 64));
      long long s;
      int o4 = __builtin_sub_overflow(big, (__int128)vals[j], &s);
      mix(s);
      mix(o1 | o2 << 1 | o3 << 2 | o4 << 3);
    }
  printf("wide %llx\n", hash);
}

static void typed(void) {
  hash = 0;
  for (int i = 0; i < NV; i++)
    for (int j = 0; j < NV; j++) {
      int ri;
      unsigned ru;
      long rl;
      unsigned long rul;
      long long rll;
      unsigned long long rull;
      long long a = vals[i], b = vals[j];
      mix(__builtin_sadd_overflow(a, b, &ri)); mix(ri);
      mix(__builtin_uadd_overflow(a, b, &ru)); mix(ru);
      mix(__builtin_saddl_overflow(a, b, &rl)); mix(rl);
      mix(__builtin_uaddl_overflow(a, b, &rul)); mix(rul);
      mix(__builtin_ssubll_overflow(a, b, &rll)); mix(rll);
      mix(__builtin_usubll_overflow(a, b, &rull)); mix(rull);
      mix(__builtin_smul_overflow(a, b, &ri)); mix(ri);
      mix(__builtin_umull_overflow(a, b, &rul)); mix(rul);
      mix(__builtin_smulll_overflow(a, b, &rll)); mix(rll);
      mix(__builtin_umulll_overflow(a, b, &rull)); mix(rull);
    }
  printf("typed %llx\n", hash);
}

int main(void) {
  int r;
  // Operands are evaluated once; the value is usable as a condition.
  int k = 5;
  if (__builtin_add_overflow(k++, INT_MAX, &r))
    printf("overflow %d %d\n", r, k);
  unsigned char c;
  printf("%d %d\n", __builtin_mul_overflow(16, 16, &c), c);
  printf("%d %d\n", __builtin_sub_overflow(0u, 1, &r), r);
  generic();
  wide();
  typed();
  return 0;
}
