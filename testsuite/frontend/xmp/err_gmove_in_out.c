// Error: gmove with both in and out.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_gmove_in_out.c:[[@LINE+2]]:22: error: only one of 'in' and 'out' may be given on 'gmove'
void f(int *a, double s) {
#pragma xmp gmove in out
}
