// Invalid program: a declaration without its ';' at file scope.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}missing_semicolon_decl.c:6:{{[0-9]+}}: error: expected ';' after top level declarator
//
int a = 1
int b = 2;
int main(void) { return a + b; }
