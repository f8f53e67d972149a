// Error: firstmax only on loop.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_reduction_firstmax_construct.c:[[@LINE+2]]:24: error: 'firstmax' is allowed only in the reduction clause of 'loop'
void f(int *a, double s) {
#pragma xmp reduction (firstmax:s)
}
