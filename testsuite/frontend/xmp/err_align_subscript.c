// Error: an align subscript that is not dummy +- offset.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_align_subscript.c:[[@LINE+2]]:31: error: an align subscript must be an align dummy, 'dummy + offset', 'dummy - offset', '*' or ':'
void f(int *a, double s) {
#pragma xmp align a[i] with t[2 * i]
}
