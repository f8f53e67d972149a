// Differential test: static objects whose flexible array member is initialized through a
// designator (`.z = {...}`, GNU: the object grows past sizeof), an empty one, one given before
// the other members, one with an index designator inside its braces, and a positional one.
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

struct X { int a; int b; int z[]; };
struct X x = { .b = 40, .z = {} };
struct X y = { .z = { 1, 2, 3 }, .a = 7 };
static struct X w = { 1, 2, { 5, 6 } };
struct Y { char c; short s[]; } v = { .s = { [2] = 9 }, .c = 3 };

int main(void) {
  printf("%d %d %zu\n", x.a, x.b, sizeof x);
  printf("%d %d %d %d %d\n", y.a, y.b, y.z[0], y.z[1], y.z[2]);
  printf("%d %d %d %d\n", w.a, w.b, w.z[0], w.z[1]);
  printf("%d %d %d %d\n", v.c, v.s[0], v.s[1], v.s[2]);
  return 0;
}
