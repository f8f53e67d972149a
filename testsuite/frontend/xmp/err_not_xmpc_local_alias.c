// Error: a Fortran-only directive.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_not_xmpc_local_alias.c:[[@LINE+2]]:13: error: 'local_alias' is an XMP/Fortran directive, not XMP/C (take the address of an owned element instead)
void f(int *a, double s) {
#pragma xmp local_alias la => a
}
