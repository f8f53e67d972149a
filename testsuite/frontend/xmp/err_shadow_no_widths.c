// Error: a shadow without widths.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_shadow_no_widths.c:[[@LINE+2]]:21: error: expected a shadow width list ('[1]' or '(1)') in 'shadow' directive, found end of directive
void f(int *a, double s) {
#pragma xmp shadow a
}
