// Invalid program: an if condition without its closing parenthesis.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}missing_rparen.c:8:{{[0-9]+}}: error: expected ')'
//
int main(void) {
  int x = 3;
  if (x > 0 {
    x = 1;
  }
  return x;
}
