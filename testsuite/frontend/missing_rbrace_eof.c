// Invalid program: a function body that never closes.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}missing_rbrace_eof.c:11:{{[0-9]+}}: error: expected '}'
//
int main(void) {
  int x = 3;
  if (x) {
    x = 2;
  return x;
}
