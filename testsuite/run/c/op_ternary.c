// Differential test: conditional operator: result types (int/double promotion, pointer/null), nesting, as lvalue-free selections, side effects in unchosen arm
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

static int evals;
static int side(int v) { evals++; return v; }

static const char *sign(int x) { return x < 0 ? "neg" : x > 0 ? "pos" : "zero"; }

int main(void) {
  for (int x = -1; x <= 1; x++) printf("%s ", sign(x));
  printf("\n");
  int c = 1;
  double r = c ? 1 : 2.5;          /* type is double */
  printf("r=%.2f sizeof=%zu\n", r, sizeof(c ? 1 : 2.5));
  printf("unsigned mix: %d\n", (c ? -1 : 0u) > 0);   /* type is unsigned int */
  int v = c ? side(10) : side(20);
  printf("v=%d evals=%d\n", v, evals);
  int a = 3, b = 7;
  int *pm = a > b ? &a : &b;
  *pm = 100;
  printf("a=%d b=%d\n", a, b);
  const char *msg = 0;
  const char *out = msg ? msg : "default";
  printf("out=%s\n", out);
  int *np = c ? 0 : &a;
  printf("np is null=%d\n", np == 0);
  int max = 0;
  int vals[] = {4, 9, 2, 9, 1};
  for (int i = 0; i < 5; i++) max = vals[i] > max ? vals[i] : max;
  printf("max=%d\n", max);
  struct s { int k; } s1 = {1}, s2 = {2};
  struct s pick = c ? s2 : s1;     /* struct-typed conditional */
  printf("pick=%d\n", pick.k);
  (c ? (void)printf("void arm\n") : (void)0);
  char ch = 'x';
  int promoted = c ? ch : 1000;
  printf("promoted=%d\n", promoted);
  return max + pick.k;
}
