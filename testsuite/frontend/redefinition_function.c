// Invalid program: a function with two bodies.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}redefinition_function.c:8:{{[0-9]+}}: error: redefinition of 'twice'
//
int twice(int x) { return 2 * x; }

int twice(int x) { return x + x; }

int main(void) { return twice(2); }
