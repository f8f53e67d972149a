// The reduction construct takes first*/last* kinds only with location variables (the
// reference implementation's form, -Wxmp-compat); location variables need a max/min kind.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked
// RUN: not %xmpcc -fsyntax-only -DPLUS %s 2>&1 | FileCheck --check-prefix=PLUS %s --implicit-check-not=panicked

#ifndef PLUS
void f(int *a, double s) {
// ERR: {{.*}}err_reduction_firstmax_construct.c:[[@LINE+1]]:33: error: 'firstmax' reduction needs location variables: 'firstmax: s / loc, ... /'
#pragma xmp reduction (firstmax:s)
}
#else
void g(int i, double s) {
// PLUS: {{.*}}err_reduction_firstmax_construct.c:[[@LINE+1]]:28: error: location variables are allowed only with max, min, firstmax, firstmin, lastmax and lastmin, not '+'
#pragma xmp reduction (+:s / i /)
}
#endif
