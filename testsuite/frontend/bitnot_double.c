// Invalid program: '~' on a double.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}bitnot_double.c:8:{{[0-9]+}}: error: invalid argument type 'double' to unary expression
//
int main(void) {
  double d = 1.0;
  return (int)~d;
}
