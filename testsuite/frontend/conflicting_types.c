// Invalid program: a function declared with conflicting types.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}conflicting_types.c:7:{{[0-9]+}}: error: conflicting types for 'scale'
//
int scale(int x);
double scale(int x);
int main(void) { return 0; }
