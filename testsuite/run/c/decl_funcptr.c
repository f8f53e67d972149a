// Differential test: function pointers: arrays, struct members, returning function pointers, callbacks, comparisons
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

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }

struct op { const char *name; int (*fn)(int, int); };

/* A function returning a pointer to a function taking (int,int) returning int. */
static int (*pick(char c))(int, int) {
  switch (c) {
  case '+': return add;
  case '-': return sub;
  default: return mul;
  }
}

static void apply_all(int (*const fns[])(int, int), int n, int x, int y) {
  for (int i = 0; i < n; i++) printf(" %d", fns[i](x, y));
  printf("\n");
}

static int twice(int (*f)(int, int), int x) { return f(f(x, x), x); }
static void (*callback)(const char *);
static void say(const char *s) { printf("callback: %s\n", s); }

int main(void) {
  struct op ops[] = {{"add", add}, {"sub", &sub}, {"mul", mul}};
  for (int i = 0; i < 3; i++) printf("%s(9,4)=%d\n", ops[i].name, ops[i].fn(9, 4));
  printf("pick: %d %d %d\n", pick('+')(2, 3), pick('-')(2, 3), (*pick('*'))(2, 3));
  int (*const table[3])(int, int) = {add, sub, mul};
  apply_all(table, 3, 10, 3);
  printf("twice(add,5)=%d twice(mul,3)=%d\n", twice(add, 5), twice(mul, 3));
  callback = say;
  if (callback) callback("fired");
  int (*fp)(int, int) = add;
  printf("fp==add %d fp==sub %d\n", fp == add, fp == sub);
  int (**pp)(int, int) = &fp;
  printf("via pp=%d\n", (*pp)(100, 1));
  return twice(sub, 7) + 20;
}
