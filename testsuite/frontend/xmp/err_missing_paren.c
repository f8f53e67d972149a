// Error: an unclosed clause.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_missing_paren.c:[[@LINE+2]]:22: error: expected ')' in 'bcast' directive, found 'from'
void f(int *a, double s) {
#pragma xmp bcast (x from p[0]
}
