// Error: an unknown directive name.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_unknown_directive.c:[[@LINE+2]]:13: error: unknown XMP directive 'foo'
void f(int *a, double s) {
#pragma xmp foo (a)
}
