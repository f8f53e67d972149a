// Error: an unknown reduction operator.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_reduction_operator.c:[[@LINE+2]]:40: error: unknown reduction operator 'avg'
void f(int *a, double s) {
#pragma xmp loop (i) on t[i] reduction(avg:s)
}
