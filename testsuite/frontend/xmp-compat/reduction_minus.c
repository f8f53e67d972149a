// '-' in the reduction construct: XMP/C 1.4 lists it only for loop reduction clauses; the
// reference implementation's parser takes it in the construct too and sums, so it is accepted
// as '+' with a -Wxmp-compat warning (-Werror=xmp-compat makes it the error it was).
// RUN: %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %xmpcc -fsyntax-only -Werror=xmp-compat %s 2>&1 | FileCheck --check-prefix=ERR %s
// CHECK: reduction_minus.c:[[@LINE+3]]:24: warning: '-' in the 'reduction' construct is not XMP/C 1.4 (read as '+', as the reference implementation does; the standard form is 'reduction(+: ...)') [-Wxmp-compat]
// ERR: reduction_minus.c:[[@LINE+2]]:24: error: '-' in the 'reduction' construct
void f(int *a, double s) {
#pragma xmp reduction (-:s)
}
