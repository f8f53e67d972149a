// Error: an unknown distribution format.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_dist_format.c:[[@LINE+2]]:26: error: unknown distribution format 'blocked' (expected 'block', 'cyclic', 'gblock' or '*')
void f(int *a, double s) {
#pragma xmp distribute t[blocked] onto p
}
