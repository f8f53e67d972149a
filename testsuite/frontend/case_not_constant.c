// Invalid program: a case label that is not an integer constant expression.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}case_not_constant.c:9:{{[0-9]+}}: error: expression is not an integer constant expression
//
int main(void) {
  int x = 3, y = 3;
  switch (x) {
  case y: return 1;
  }
  return 0;
}
