// Error: lower:upper in a bracket template_fix.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_template_fix_range.c:[[@LINE+2]]:29: error: bracket-form 'template_fix' takes extents only; 'lower:upper' bounds need the parenthesis form
void f(int *a, double s) {
#pragma xmp template_fix t[0:9]
}
