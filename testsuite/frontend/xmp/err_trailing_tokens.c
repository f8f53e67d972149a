// Error: tokens after a complete directive.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_trailing_tokens.c:[[@LINE+2]]:26: error: unexpected 'extra' in 'barrier' directive
void f(int *a, double s) {
#pragma xmp barrier on p extra
}
