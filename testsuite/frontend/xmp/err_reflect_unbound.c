// Error: /unbound/ is a loop width modifier.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_reflect_unbound.c:[[@LINE+2]]:31: error: '/unbound/' is not allowed in 'reflect' widths (expected '/periodic/')
void f(int *a, double s) {
#pragma xmp reflect (a) width(/unbound/1)
}
