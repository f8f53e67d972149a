// Differential test: relational, equality and logical operators: results are int 0/1, short-circuit evaluation with side effects, ! on pointers and floats
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

static int trace[16];
static int ntrace;
static int t(int id, int value) { trace[ntrace++] = id; return value; }

int main(void) {
  int a = 3, b = 5;
  printf("%d %d %d %d %d %d\n", a < b, a > b, a <= 3, b >= 6, a == 3, a != 3);
  printf("sizeof(a<b)=%zu value=%d\n", sizeof(a < b), (a < b) + (b < a) * 10);
  ntrace = 0;
  int r1 = t(1, 0) && t(2, 1);         /* t(2) not evaluated */
  int r2 = t(3, 1) || t(4, 0);         /* t(4) not evaluated */
  int r3 = t(5, 1) && t(6, 0) || t(7, 1);
  int r4 = !t(8, 0) && (t(9, 2) || t(10, 3));
  printf("r=%d %d %d %d trace:", r1, r2, r3, r4);
  for (int i = 0; i < ntrace; i++) printf(" %d", trace[i]);
  printf("\n");
  int *np = 0;
  int x = 1;
  int *p = &x;
  printf("!np=%d !p=%d np&&*np=%d p&&*p=%d\n", !np, !p, np && *np, p && *p);
  double z = 0.0, nz = -0.0, half = 0.5;
  printf("!0.0=%d !-0.0=%d !0.5=%d 0.0==-0.0:%d\n", !z, !nz, !half, z == nz);
  printf("!!7=%d !!0=%d\n", !!7, !!0);
  int chain = (1 < 2) < 3;             /* comparison results are int 0/1 */
  int chain2 = (3 > 2) > 1;
  printf("chain=%d chain2=%d\n", chain, chain2);
  int count = 0;
  for (int i = 0; i < 20; i++)
    if ((i % 3 == 0 || i % 5 == 0) && !(i % 2 == 0)) count++;
  printf("count=%d\n", count);
  unsigned u = 0;
  printf("u-1>0: %d\n", u - 1 > 0);
  return r3 * 10 + count;
}
