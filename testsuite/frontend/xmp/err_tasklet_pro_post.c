// Error: pro_post needs arguments.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_tasklet_pro_post.c:[[@LINE+2]]:30: error: expected '(' after 'pro_post' in 'tasklet' directive, found 'in'
void f(int *a, double s) {
#pragma xmp tasklet pro_post in(x)
}
