// Differential test: compound literals: scalars, arrays, structs, as function arguments, lvalues, file scope, in loops
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

struct pt { int x, y; };
static int *gp = (int[]){1, 2, 3};       /* file-scope compound literal: static storage */
static struct pt *gpt = &(struct pt){5, 6};

static int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}
static int manhattan(struct pt p) { return (p.x < 0 ? -p.x : p.x) + (p.y < 0 ? -p.y : p.y); }

int main(void) {
  printf("sum=%d\n", sum((int[]){4, 5, 6, 7}, 4));
  printf("manhattan=%d\n", manhattan((struct pt){-3, 4}));
  printf("designated=%d\n", manhattan((struct pt){.y = -9}));
  struct pt p = (struct pt){1, 2};
  p = (struct pt){p.y, p.x};               /* swap through a literal */
  printf("p=(%d,%d)\n", p.x, p.y);
  int *q = (int[3]){0};
  q[1] = 11;
  printf("q=%d %d %d\n", q[0], q[1], q[2]);
  (struct pt){0, 0}.x = 3;                 /* a compound literal is an lvalue */
  int *ip = &(int){42};
  *ip += 1;
  printf("ip=%d\n", *ip);
  printf("gp=%d %d %d gpt=(%d,%d)\n", gp[0], gp[1], gp[2], gpt->x, gpt->y);
  int total = 0;
  for (int i = 0; i < 3; i++) {
    struct pt *t = &(struct pt){i, i * i};
    total += t->x + t->y;
  }
  printf("total=%d\n", total);
  const char *s = (const char[]){"chars"};
  char (*grid)[2] = (char[][2]){{'a', 'b'}, {'c', 'd'}};
  printf("s=%s grid=%c%c%c%c\n", s, grid[0][0], grid[0][1], grid[1][0], grid[1][1]);
  return total + sum((int[]){1, 1}, 2);
}
