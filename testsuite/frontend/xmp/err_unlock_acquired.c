// Error: acquired_lock on unlock.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_unlock_acquired.c:[[@LINE+2]]:28: error: 'acquired_lock' clause is not allowed on 'unlock'
void f(int *a, double s) {
#pragma xmp unlock (g:[0]) acquired_lock(ok)
}
