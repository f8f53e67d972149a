// Invalid program: '%' on floating operands.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}modulo_double.c:8:{{[0-9]+}}: error: invalid operands to binary expression ('double' and 'double')
//
int main(void) {
  double a = 7.5, b = 2.0;
  double r = a % b;
  return (int)r;
}
