// Differential test: increment and decrement: prefix vs postfix values, on pointers, on floats, on chars, on struct members through pointers
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

struct counter { int hits; double level; };

int main(void) {
  int i = 5;
  int a = i++;
  int b = ++i;
  int c = i--;
  int d = --i;
  printf("a=%d b=%d c=%d d=%d i=%d\n", a, b, c, d, i);
  int arr[5] = {10, 20, 30, 40, 50};
  int *p = arr;
  printf("*p++=%d ", *p++);
  printf("*++p=%d ", *++p);
  printf("++*p=%d ", ++*p);
  printf("(*p)++=%d ", (*p)++);
  printf("arr[2]=%d p-arr=%td\n", arr[2], p - arr);
  double x = 0.5;
  x++;
  ++x;
  x--;
  printf("x=%.2f\n", x);
  float f = 1e8f;
  f++;                             /* lost in float precision */
  printf("f=%.1f\n", f);
  char ch = 'y';
  ch++;
  printf("ch=%c\n", ch);
  struct counter cnt = {0, 1.0}, *pc = &cnt;
  pc->hits++;
  ++pc->hits;
  pc->level--;
  printf("hits=%d level=%.1f\n", cnt.hits, cnt.level);
  const char *s = "abc";
  int len = 0;
  while (*s++) len++;
  printf("len=%d\n", len);
  unsigned u = 0;
  u--;
  printf("u=%u\n", u);
  _Bool flag = 0;
  flag++;
  flag++;                          /* stays 1 */
  printf("flag=%d\n", flag);
  long long big = 0x7FFFFFFFFFFFFFFELL;
  big++;
  printf("big=%lld\n", big);
  return i + cnt.hits;
}
