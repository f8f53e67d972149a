// Error: lower:upper in a bracket template.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_template_bracket_range.c:[[@LINE+2]]:25: error: a bracket-form template dimension is an extent; 'lower:upper' bounds need the parenthesis form
void f(int *a, double s) {
#pragma xmp template t[0:99]
}
