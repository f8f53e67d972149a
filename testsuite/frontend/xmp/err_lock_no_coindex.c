// Error: a lock variable without coindex.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_lock_no_coindex.c:[[@LINE+2]]:24: error: expected ':[image]' coindex after the lock variable in 'lock' directive, found ')'
void f(int *a, double s) {
#pragma xmp lock (guard)
}
