// Invalid program: a statement without its terminating ';'.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
// RUN: sh -c '%xmpcc -fsyntax-only %s 2>/dev/null; test $? -eq 1'
// CHECK: {{.*}}missing_semicolon.c:8:{{[0-9]+}}: error: expected ';' after expression
//
int main(void) {
  int x = 0;
  x = 1
  return x;
}
