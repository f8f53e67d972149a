// Malformed tasklet directives and clauses (reference 15, an extension): file:line:col
// diagnostics, nothing silently dropped.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
#pragma xmp nodes p[4]
int x, y, a[10];
void f(int k) {
#pragma xmp tasklets
  {
// CHECK: malformed.c:[[@LINE+1]]:{{[0-9]+}}: error: expected addressable lvalue expression
#pragma xmp tasklet in(x + 1)
    y++;
// CHECK: malformed.c:[[@LINE+1]]:{{[0-9]+}}: error: a 'remote_in' clause without a node is not supported yet
#pragma xmp tasklet remote_in(x)
    y++;
// CHECK: malformed.c:[[@LINE+1]]:{{[0-9]+}}: error: the tasklet tag must be an integer
#pragma xmp tasklet pro_wait(p[1], 1.5)
    y++;
// CHECK: malformed.c:[[@LINE+1]]:{{[0-9]+}}: error: the node of 'epi_post' must be one element of a node array
#pragma xmp tasklet epi_post(*, 1)
    y++;
// CHECK: malformed.c:[[@LINE+1]]:1: error: XMP directive 'barrier' is not allowed inside a 'tasklets' construct (only tasklet directives are)
#pragma xmp barrier
// CHECK: malformed.c:[[@LINE+1]]:1: error: 'tasklets' constructs cannot be nested
#pragma xmp tasklets
    x++;
// CHECK: malformed.c:[[@LINE+1]]:{{[0-9]+}}: error: an 'on' clause on 'tasklet gmove' is not supported yet
#pragma xmp tasklet gmove on p[0]
    a[0:5] = a[5:5];
// CHECK: malformed.c:[[@LINE+2]]:{{[0-9]+}}: error: gmove must be followed by a simple assignment `lhs = rhs;`
#pragma xmp tasklet gmove
    a[0:5] += a[5:5];
  }
}
