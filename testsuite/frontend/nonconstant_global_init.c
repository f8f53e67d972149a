// Invalid program: a file-scope initialiser that is not a constant.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}nonconstant_global_init.c:7:{{[0-9]+}}: error: initializer element is not a compile-time constant
//
int base = 3;
int derived = base * 2;
int main(void) { return derived; }
