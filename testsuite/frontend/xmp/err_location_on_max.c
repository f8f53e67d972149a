// Error: location variables only with first*/last*.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_location_on_max.c:[[@LINE+2]]:45: error: location variables are allowed only with firstmax, firstmin, lastmax and lastmin, not '+'
void f(int *a, double s) {
#pragma xmp loop (i) on t[i] reduction(+: s / k /)
}
