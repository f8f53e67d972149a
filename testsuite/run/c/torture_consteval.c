// Differential test: integer and floating constant expressions: unsigned wrap in enum values and array sizes, casts and sizeof/_Alignof inside constants, conditional operators, shifts of unsigned long long, case labels from casts, floating constants folded into static initialisers
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

enum {
  WRAP = (int)(0u - 1u) ,                 /* UINT_MAX converted to int: -1 */
  SHIFTED = (int)((1ULL << 40) >> 35),    /* 32 */
  CASTED = (unsigned char)300,            /* 44 */
  SIGNED_CHAR = (signed char)200,         /* -56 */
  COND = sizeof(long) == 8 ? 100 : 200,
  ALIGNED = _Alignof(double) * 3,
  NEG_DIV = -7 / 2,                       /* -3 */
  NEG_MOD = -7 % 2,                       /* -1 */
  MIXED = (int)(-1 < 0u),                 /* 0: -1 converts to unsigned */
  BIG_MUL = (int)(65536u * 65536u),       /* unsigned wrap to 0 */
  LONG_SHIFT = (int)(~0UL >> 60)          /* 15 */
};

static char arr1[(unsigned char)-1];      /* 255 */
static int arr2[sizeof(int[3][5]) / sizeof(int)];
static const double third = 1.0 / 3.0;
static const float tenth = 0.1;
static const double big = 1e308 * 10;     /* inf at compile time */
static const long double prec = 1.0L - 0x1p-63L;
static const unsigned long long ull = 18446744073709551615ULL / 7;
static const int imin = (INT_MIN + 1) / -1;
static const char *tail = &"constant"[3];
static const unsigned umax_plus = UINT_MAX + 1u;

static int classify(int v) {
  switch (v) {
  case (unsigned char)257: return 1;      /* 1 */
  case (int)2.9: return 2;                /* 2 */
  case 'a' + 1: return 3;
  case sizeof(short) * 4: return 4;       /* 8 */
  case -2147483647 - 1: return 5;
  default: return 0;
  }
}

int main(void) {
  printf("%d %d %d %d %d %d %d %d %d %d %d\n", WRAP, SHIFTED, CASTED, SIGNED_CHAR, COND, ALIGNED,
         NEG_DIV, NEG_MOD, MIXED, BIG_MUL, LONG_SHIFT);
  printf("sizes %zu %zu\n", sizeof arr1, sizeof arr2 / sizeof arr2[0]);
  printf("third=%.17g tenth=%.9g big=%g prec=%.20Lg\n", third, tenth, big, prec);
  printf("ull=%llu imin=%d tail=%s umax_plus=%u\n", ull, imin, tail, umax_plus);
  printf("classify: %d %d %d %d %d %d\n", classify(1), classify(2), classify('b'), classify(8),
         classify(INT_MIN), classify(99));
  return CASTED;
}
