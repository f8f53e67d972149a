// Differential test: integer arithmetic: + - * / % with negative operands (truncation toward zero), unary minus/plus, precedence and associativity
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

static int vals[] = {17, -17, 5, -5, 1, -1, 2147483, 0};

int main(void) {
  for (int i = 0; i < 6; i++) {
    int a = vals[i], b = vals[(i + 2) % 6];
    printf("%d %d: + %d - %d * %d / %d %% %d\n", a, b, a + b, a - b, a * b, a / b, a % b);
  }
  int x = 7;
  printf("-x=%d +x=%d --x=%d\n", -x, +x, - -x);
  printf("prec: %d %d %d %d\n", 2 + 3 * 4, (2 + 3) * 4, 100 / 10 / 5, 100 - 10 - 5);
  printf("mixed: %d %d\n", 7 % 3 * 2, -7 / 2 * 2 + -7 % 2);
  long l = 123456789L * 100;
  long long ll = 9000000000LL / 7;
  printf("l=%ld ll=%lld llmod=%lld\n", l, ll, -9000000000LL % 7);
  short sa = 30000, sb = 30000;
  int promoted = sa + sb;            /* shorts promote to int: no overflow */
  printf("promoted=%d\n", promoted);
  unsigned char c1 = 200, c2 = 100;
  printf("uchar sum=%d uchar diff=%d\n", c1 + c2, c2 - c1);
  int acc = 1;
  for (int i = 1; i <= 12; i++) acc *= i;
  printf("12!=%d\n", acc);
  long long big = 1;
  for (int i = 1; i <= 20; i++) big *= i;
  printf("20!=%lld\n", big);
  int neg = vals[7] - vals[4];
  printf("neg=%d abs=%d\n", neg, neg < 0 ? -neg : neg);
  return (acc / 1000) % 256;
}
