// Invalid program: an operator with no operand.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}expected_expression.c:7:{{[0-9]+}}: error: expected expression
//
int main(void) {
  int x = 3 + * ;
  return x;
}
