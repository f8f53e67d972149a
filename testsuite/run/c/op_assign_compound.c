// Differential test: assignment operators: = and every compound form (+= -= *= /= %= <<= >>= &= ^= |=) with conversions back to narrower and float targets, chained assignment
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

int main(void) {
  int a = 100;
  a += 5; printf("%d ", a);
  a -= 20; printf("%d ", a);
  a *= 3; printf("%d ", a);
  a /= 7; printf("%d ", a);
  a %= 10; printf("%d ", a);
  a <<= 4; printf("%d ", a);
  a >>= 2; printf("%d ", a);
  a &= 0x1C; printf("%d ", a);
  a ^= 0xFF; printf("%d ", a);
  a |= 0x100; printf("%d\n", a);
  char c = 100;
  c += 100;                        /* computed in int, converted back to char */
  printf("char c=%d\n", c);
  unsigned char uc = 10;
  uc -= 20;
  printf("uchar uc=%d\n", uc);
  int i = 10;
  i *= 2.75;                       /* i = (int)(10 * 2.75) */
  printf("int *= double: %d\n", i);
  i /= 0.5;
  printf("int /= double: %d\n", i);
  float f = 1.5f;
  f += 1;
  f *= 2;
  printf("float f=%.2f\n", f);
  double d = 10;
  d /= 4;
  printf("double d=%.3f\n", d);
  int x, y, z;
  x = y = z = 7;                   /* right associative */
  printf("chained %d %d %d\n", x, y, z);
  int arr[4] = {1, 2, 3, 4};
  int k = 0;
  arr[k++] += 10;                  /* subscript evaluated once */
  printf("arr=%d %d k=%d\n", arr[0], arr[1], k);
  long l = 1;
  l <<= 40;
  l |= 3;
  printf("l=%ld\n", l);
  short sh = 1000;
  sh *= 100;                       /* truncation to short */
  printf("short sh=%d\n", sh);
  int *p = arr;
  p += 2;
  p -= 1;
  printf("*p=%d\n", *p);
  int val = (x += 3) * 2;          /* value of an assignment */
  printf("val=%d x=%d\n", val, x);
  return a & 0xff;
}
