// Differential test: comma operator: sequencing, value of the last operand, in for headers, in macros, vs argument separators
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out

#include <stdio.h>

#define SWAP(a, b) ((tmp = (a)), (a) = (b), (b) = tmp)

static int calls;
static int f(int x) { calls++; return x * 2; }

int main(void) {
  int a = 1, b = 2, tmp;
  int r = (a++, b++, a + b);
  printf("r=%d a=%d b=%d\n", r, a, b);
  SWAP(a, b);
  printf("swapped a=%d b=%d\n", a, b);
  int v = (f(1), f(2), f(3));
  printf("v=%d calls=%d\n", v, calls);
  int s = 0;
  for (int i = 0, j = 10; i < j; i += 2, j -= 1) s += i * j;
  printf("s=%d\n", s);
  int arr[3] = {0};
  int idx = 0;
  arr[(idx++, idx)] = 7;            /* comma inside a subscript */
  printf("arr=%d %d %d\n", arr[0], arr[1], arr[2]);
  int m = (printf("side effect\n"), 42);
  printf("m=%d\n", m);
  int x = 0;
  while (x++, x < 5) {}
  printf("x=%d\n", x);
  int t = 0 ? (1, 2) : (3, 4);
  printf("t=%d\n", t);
  return v + t;
}
