// Invalid program: a definition that conflicts with its prototype.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}conflicting_types_definition.c:8:{{[0-9]+}}: error: conflicting types for 'area'
//
long area(int w, int h);

long area(int w, double h) { return w * (long)h; }

int main(void) { return (int)area(2, 3); }
