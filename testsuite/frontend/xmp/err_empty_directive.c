// Error: a pragma with no directive name.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_empty_directive.c:[[@LINE+2]]:{{[0-9]+}}: error: expected an XMP directive name
void f(int *a, double s) {
#pragma xmp
}
