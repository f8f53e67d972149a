// Differential test: typedef of scalars, pointers, arrays, structs, function types; typedef names shadowed by variables
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

typedef int myint;
typedef myint *myint_ptr;
typedef int arr5[5];
typedef struct point { int x, y; } point_t, *point_ptr;
typedef int binop(int, int);
typedef binop *binop_ptr;
typedef unsigned long ulong_t;
typedef const char *cstr;

static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }

/* A typedef name may be redeclared as an ordinary identifier in an inner scope. */
static int shadow(void) {
  int myint = 7;          /* variable named like the typedef */
  return myint * 2;
}

int main(void) {
  myint a = 3;
  myint_ptr pa = &a;
  arr5 v = {1, 2, 3, 4, 5};
  point_t p = {10, 20};
  point_ptr pp = &p;
  binop_ptr ops[2] = {add, mul};
  ulong_t big = 1234567890UL;
  cstr s = "typedef";
  int sum = 0;
  for (int i = 0; i < 5; i++) sum += v[i];
  printf("a=%d *pa=%d sum=%d sizeof(arr5)=%zu\n", a, *pa, sum, sizeof(arr5));
  printf("p=(%d,%d) pp->y=%d\n", p.x, p.y, pp->y);
  printf("ops: %d %d\n", ops[0](6, 7), ops[1](6, 7));
  printf("big=%lu s=%s shadow=%d\n", big, s, shadow());
  {
    typedef double myint;   /* block-scope typedef hides the outer one */
    myint d = 2.5;
    printf("inner myint is double: %.2f size=%zu\n", d, sizeof(myint));
  }
  printf("outer myint size=%zu\n", sizeof(myint));
  return sum;
}
