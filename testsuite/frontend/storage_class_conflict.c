// Invalid program: two storage classes on one declaration.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}storage_class_conflict.c:7:{{[0-9]+}}: error: cannot combine with previous 'static' declaration specifier
//
static int fine;
static extern int both;
int main(void) { return fine; }
