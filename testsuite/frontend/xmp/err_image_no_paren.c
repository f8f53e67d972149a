// Error: image without parentheses.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_image_no_paren.c:[[@LINE+2]]:19: error: expected '(' in 'image' directive, found 'q'
void f(int *a, double s) {
#pragma xmp image q
}
