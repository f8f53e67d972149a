// Error: template_fix formats in several bracket pairs.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_template_fix_brackets.c:[[@LINE+2]]:32: error: all distribution formats of 'template_fix' go in one bracket pair, separated by commas ('template_fix[block, cyclic] t[n][m]')
void f(int *a, double s) {
#pragma xmp template_fix[block][cyclic] t[4][4]
}
