// Error: template_fix with neither formats nor shape.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_template_fix_empty.c:[[@LINE+2]]:26: error: 'template_fix' needs a distribution-format list or a shape (or both)
void f(int *a, double s) {
#pragma xmp template_fix t
}
