// Error: an array construct without 'on'.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_array_no_on.c:[[@LINE+2]]:19: error: expected 'on' clause in 'array' directive, found 't'
void f(int *a, double s) {
#pragma xmp array t[0:4]
}
