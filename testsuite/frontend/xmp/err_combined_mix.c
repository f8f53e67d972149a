// Error: incompatible attributes in a combined directive.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_combined_mix.c:[[@LINE+2]]:23: error: attribute 'shadow' cannot be combined with 'template': they declare different kinds of entity
void f(int *a, double s) {
#pragma xmp template, shadow(1) :: t
}
