// Bracket templates with a base (`t[2:10]`: base 2, length 10, indices 2..11) and template_fix
// with one bracket pair per format are accepted with -Wxmp-compat warnings; a step is an error.
// RUN: %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %xmpcc -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
#pragma xmp nodes p[2]
// CHECK: template_base_length.c:[[@LINE+1]]:24: warning: 'base:length' in a bracket-form template dimension is not XMP/C 1.4 (indices base to base+length-1); the standard form gives bounds in parentheses, 'template t(lower:upper)' [-Wxmp-compat]
#pragma xmp template t[2:10]
#pragma xmp distribute t[block] onto p

void f(int n, int *m) {
#pragma xmp nodes q[2][2]
#pragma xmp template u[:][:]
#pragma xmp distribute u[block][gblock(*)] onto q
// CHECK: template_base_length.c:[[@LINE+2]]:32: warning: one bracket pair per distribution format in 'template_fix' is not XMP/C 1.4; the standard form lists them in one pair, separated by commas ('template_fix[block, cyclic] t[n][m]') [-Wxmp-compat]
// CHECK: template_base_length.c:[[@LINE+1]]:46: warning: 'base:length' in a bracket-form template dimension
#pragma xmp template_fix[block][gblock(m)] u[0:n][2]
}
#ifdef BAD
// BAD: template_base_length.c:[[@LINE+1]]:27: error: a bracket-form template dimension is an extent 'n' or 'base:length' (no step)
#pragma xmp template v[0:9:2]
#endif
