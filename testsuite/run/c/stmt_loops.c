// Differential test: loops: for/while/do-while, break and continue, empty bodies, declarations in for, nested loops, loops running zero times
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
  int s = 0;
  for (int i = 0; i < 10; i++) {
    if (i == 3) continue;
    if (i == 8) break;
    s += i;
  }
  printf("for s=%d\n", s);
  int n = 27, steps = 0;
  while (n != 1) {
    n = (n % 2) ? 3 * n + 1 : n / 2;
    steps++;
  }
  printf("collatz steps=%d\n", steps);
  int d = 0;
  do d += 5; while (d < 0);        /* runs once */
  printf("do once d=%d\n", d);
  int k = 100;
  do {
    k -= 7;
    if (k % 5 == 0) continue;      /* continue goes to the condition */
    k -= 1;
  } while (k > 50);
  printf("do k=%d\n", k);
  int z = 0;
  for (; z < 5; z++) ;              /* empty body */
  while (0) z = -1;
  for (int i = 10; i < 0; i++) z = -2;   /* zero iterations */
  printf("z=%d\n", z);
  int count = 0;
  for (int i = 0; i < 5; i++)
    for (int j = i; j < 5; j++) {
      if ((i + j) % 3 == 0) continue;
      count++;
    }
  printf("count=%d\n", count);
  int x = 0;
  for (;;) {
    if (++x > 12) break;
  }
  printf("x=%d\n", x);
  unsigned u = 5;
  int iters = 0;
  while (u--) iters++;              /* postfix in condition, u wraps */
  printf("iters=%d u=%u\n", iters, u);
  int i = 0, j = 10;
  for (i = 0, j = 10; i < j; i++, j--) ;
  printf("meet i=%d j=%d\n", i, j);
  return steps;
}
