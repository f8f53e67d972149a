// Error: a malformed expression inside a directive.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_bad_expression.c:[[@LINE+2]]:{{[0-9]+}}: error: {{.*}}expected
void f(int *a, double s) {
#pragma xmp nodes p[4 +]
}
