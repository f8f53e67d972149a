// Error: post without a tag.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_post_no_tag.c:[[@LINE+2]]:23: error: expected ',' in 'post' directive, found ')'
void f(int *a, double s) {
#pragma xmp post (p[1])
}
