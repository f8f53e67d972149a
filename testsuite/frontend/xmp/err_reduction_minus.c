// Error: '-' is only a loop reduction kind.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_reduction_minus.c:[[@LINE+2]]:24: error: '-' is not a reduction kind of the 'reduction' directive (only loop reduction clauses accept it)
void f(int *a, double s) {
#pragma xmp reduction (-:s)
}
