// Invalid program: a stray '@' in an expression.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}stray_at.c:8:{{[0-9]+}}: error: {{.*}}
//
int main(void) {
  int x = 1;
  int y = x @ 2;
  return y;
}
