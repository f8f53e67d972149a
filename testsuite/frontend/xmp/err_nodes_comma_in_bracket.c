// Error: a comma list inside one bracket pair.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_nodes_comma_in_bracket.c:[[@LINE+2]]:22: error: expected ']' in 'nodes' directive, found ','; the bracket form takes one entry per bracket pair ('[a][b]'), the parenthesis form is '(a, b)'
void f(int *a, double s) {
#pragma xmp nodes p[2, 3]
}
