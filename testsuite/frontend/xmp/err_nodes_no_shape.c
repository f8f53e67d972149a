// Error: a node array without extents.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_nodes_no_shape.c:[[@LINE+2]]:20: error: expected '[' or '(' after node array name 'p' in 'nodes' directive, found end of directive
void f(int *a, double s) {
#pragma xmp nodes p
}
