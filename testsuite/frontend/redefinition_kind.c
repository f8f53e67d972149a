// Invalid program: a name redeclared as a different kind of symbol.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}redefinition_kind.c:7:{{[0-9]+}}: error: redefinition of 'total' as different kind of symbol
//
int total;
int total(void);
int main(void) { return 0; }
