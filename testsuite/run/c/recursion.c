// Differential test: recursion: factorial, fibonacci, Ackermann, mutual recursion, Tower of Hanoi, recursive descent expression evaluator, permutations, deep recursion
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

static unsigned long long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int ack(int m, int n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}
static int is_odd(int n);
static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }

static int moves;
static void hanoi(int n, char from, char to, char via) {
  if (n == 0) return;
  hanoi(n - 1, from, via, to);
  moves++;
  if (n == 4) printf("move disk 4 %c->%c\n", from, to);
  hanoi(n - 1, via, to, from);
}

/* expr := term (('+'|'-') term)*, term := factor (('*'|'/') factor)*, factor := num | '(' expr ')' */
static const char *src;
static int expr(void);
static int factor(void) {
  if (*src == '(') { src++; int v = expr(); src++; return v; }
  int v = 0;
  while (*src >= '0' && *src <= '9') v = v * 10 + (*src++ - '0');
  return v;
}
static int term(void) {
  int v = factor();
  while (*src == '*' || *src == '/') { char op = *src++; int r = factor(); v = op == '*' ? v * r : v / r; }
  return v;
}
static int expr(void) {
  int v = term();
  while (*src == '+' || *src == '-') { char op = *src++; int r = term(); v = op == '+' ? v + r : v - r; }
  return v;
}

static int perms;
static void permute(char *s, int k, int n) {
  if (k == n) { if (perms++ < 3) printf("perm %s\n", s); return; }
  for (int i = k; i < n; i++) {
    char t = s[k]; s[k] = s[i]; s[i] = t;
    permute(s, k + 1, n);
    t = s[k]; s[k] = s[i]; s[i] = t;
  }
}

static long depth(long n) { return n == 0 ? 0 : 1 + depth(n - 1); }

int main(void) {
  printf("20!=%llu fib(25)=%d ack(2,3)=%d ack(3,3)=%d\n", fact(20), fib(25), ack(2, 3), ack(3, 3));
  printf("even(10)=%d odd(7)=%d\n", is_even(10), is_odd(7));
  hanoi(6, 'A', 'C', 'B');
  printf("hanoi moves=%d\n", moves);
  src = "2*(3+4)-10/(1+1)+((7))";
  printf("expr=%d\n", expr());
  char letters[] = "abcd";
  permute(letters, 0, 4);
  printf("perms=%d\n", perms);
  printf("depth=%ld\n", depth(100000));
  return fib(10);
}
