// Error: a duplicated clause.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_bcast_async_twice.c:[[@LINE+2]]:32: error: duplicate 'async' clause in 'bcast' directive
void f(int *a, double s) {
#pragma xmp bcast (x) async(1) async(2)
}
