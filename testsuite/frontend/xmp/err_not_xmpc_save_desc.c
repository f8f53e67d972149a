// Error: a directive that is not in XMP/C 1.4.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_not_xmpc_save_desc.c:[[@LINE+2]]:13: error: 'save_desc' is not an XMP/C directive
void f(int *a, double s) {
#pragma xmp save_desc (a)
}
