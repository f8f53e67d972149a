// Error: the pre-1.2 coarray declaration form.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_coarray_obsolete.c:[[@LINE+2]]:21: error: the '#pragma xmp coarray NAME : [*]' declaration form is obsolete since XMP 1.2; declare coarrays with ':[*]' declarators
void f(int *a, double s) {
#pragma xmp coarray a, b : [*]
}
