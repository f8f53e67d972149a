// Error: expand and margin together.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_expand_and_margin.c:[[@LINE+2]]:40: error: only one of 'expand' and 'margin' may be given on a 'loop'
void f(int *a, double s) {
#pragma xmp loop (i) on t[i] expand(1) margin(1)
}
