// Invalid program: a variable-length array at file scope.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}file_scope_vla.c:7:{{[0-9]+}}: error: variable length array declaration not allowed at file scope
//
int n = 4;
int table[n];
int main(void) { return 0; }
