// Error: a loop without 'on' clause.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_loop_no_on.c:[[@LINE+2]]:36: error: expected 'on' clause in 'loop' directive
void f(int *a, double s) {
#pragma xmp loop (i) reduction(+:s)
}
