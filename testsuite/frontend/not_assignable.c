// Invalid program: assignment to an rvalue.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}not_assignable.c:8:{{[0-9]+}}: error: expression is not assignable
//
int main(void) {
  int x = 1;
  x + 1 = 5;
  return x;
}
