// Differential test: block scopes and shadowing: inner declarations hide outer ones, for-loop scope, file-scope vs local statics, lifetime of automatic variables in loops
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

static int x = 1;

static int get_x(void) { return x; }

int main(void) {
  printf("file x=%d\n", x);
  int x = 2;
  printf("local x=%d get_x=%d\n", x, get_x());
  {
    int x = 3;
    printf("block x=%d\n", x);
    {
      x++;
      int x = 10;
      printf("inner x=%d\n", x);
    }
    printf("block x after=%d\n", x);
  }
  for (int x = 100; x < 102; x++) printf("loop x=%d\n", x);
  printf("local x again=%d\n", x);
  int total = 0;
  for (int i = 0; i < 3; i++) {
    int fresh = 0;                 /* reinitialised each iteration */
    static int kept = 0;
    fresh++;
    kept++;
    total += fresh * 10 + kept;
  }
  printf("total=%d\n", total);
  int i = 5;
  for (int i = 0; i < 2; i++) { int i = 42; (void)i; }
  printf("i=%d\n", i);
  struct x { int x; } sx = {7};    /* tags, members and variables live in different namespaces */
  printf("sx.x=%d\n", sx.x);
  return x + i;
}
