// Invalid program: a struct tag defined twice.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}redefinition_struct.c:8:{{[0-9]+}}: error: redefinition of 'point'
//
struct point { int x, y; };
struct other { int z; };
struct point { double x, y; };
int main(void) { return 0; }
