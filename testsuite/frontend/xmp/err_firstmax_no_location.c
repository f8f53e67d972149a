// Error: firstmax needs location variables.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_firstmax_no_location.c:[[@LINE+2]]:50: error: 'firstmax' reduction needs location variables: 'firstmax: s / loc, ... /'
void f(int *a, double s) {
#pragma xmp loop (i) on t[i] reduction(firstmax: s)
}
