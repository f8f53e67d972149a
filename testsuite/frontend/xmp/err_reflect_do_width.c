// Error: reflect_do takes no width.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_reflect_do_width.c:[[@LINE+2]]:28: error: 'width' clause is not allowed on 'reflect_do'
void f(int *a, double s) {
#pragma xmp reflect_do (a) width(1)
}
