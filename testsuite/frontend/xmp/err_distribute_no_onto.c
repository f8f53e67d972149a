// Error: distribute without onto.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_distribute_no_onto.c:[[@LINE+2]]:33: error: expected 'onto' in 'distribute' directive, found 'p'
void f(int *a, double s) {
#pragma xmp distribute t[block] p
}
