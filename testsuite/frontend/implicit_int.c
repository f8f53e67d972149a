// Invalid program: a declaration without a type specifier (no implicit int in C99).
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}implicit_int.c:6:{{[0-9]+}}: error: type specifier missing, defaults to 'int'
//
static counter = 0;
int main(void) { return counter; }
