// Sema of array assignments and the array directive: non-conformable constant sections,
// different ranks, distributed arrays without an array directive, sections passed to
// functions that are not built-in elemental functions, operators that do not apply to
// sections, and array directives whose template section does not fit the assignment.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#include <math.h>
#pragma xmp nodes p[*]
#pragma xmp template t[20]
#pragma xmp distribute t[block] onto p
#pragma xmp template t2[4][20]
#pragma xmp distribute t2[*][block] onto p
double a[20], b[20], m[4][20];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp align m[*][j] with t[j]
double x[20], y[20], z[4][20];
double f(double);

int main(void) {
  int n = 5, *ip = &n;
// CHECK: {{.*}}array.c:[[@LINE+1]]:12: error: non-conformable array sections in an array assignment: dimension 1 has length 5 on the left and 6 here
  x[0:5] = y[2:6] + 1.0;
// CHECK: {{.*}}array.c:[[@LINE+1]]:30: error: non-conformable array sections in an array assignment: dimension 2 has length 20 on the left and 10 here
  z[0:2][:] = z[1:2][0:20] * z[2:2][0:10];
// CHECK: {{.*}}array.c:[[@LINE+1]]:14: error: array sections of different rank (1 and 2) in an array assignment
  x[:] = 2 * z[:][:];
// CHECK: {{.*}}array.c:[[@LINE+1]]:3: error: 'a' is a distributed array: an array assignment on it needs '#pragma xmp array on <template>[...]' before it (or a gmove)
  a[:] = b[:] * 2;
// CHECK: {{.*}}array.c:[[@LINE+1]]:10: error: 'b' is a distributed array: an array assignment on it needs '#pragma xmp array on <template>[...]'
  x[:] = b[:];
// CHECK: {{.*}}array.c:[[@LINE+1]]:10: error: 'f' is not a built-in elemental function (reference 2.3): an array section cannot be passed to it
  x[:] = f(y[:]);
// CHECK: {{.*}}array.c:[[@LINE+1]]:5: error: an XMP array section is not allowed here
  f(y[:]);
// CHECK: {{.*}}array.c:[[@LINE+1]]:10: error: this operator cannot be applied to an array section
  x[:] = ++y[:];
// CHECK: {{.*}}array.c:[[@LINE+1]]:12: error: an array section as a subscript is not supported yet
  x[0:5] = y[ip[0:5]];
// CHECK: {{.*}}array.c:[[@LINE+1]]:12: error: the step of an array section cannot be 0
  x[0:5] = y[0:5:0] + 1;
#pragma xmp array on t[0:10]
// CHECK: {{.*}}array.c:[[@LINE-1]]:22: error: non-conformable array sections in an array assignment: dimension 1 has length 12 on the left and 10 here
  a[0:12] = b[0:12] + 1;
// A lower rank is accepted when the missing dimensions are '*'-aligned ones of the left
// side's array (run/xmp-compat/array_lower_rank.c), not otherwise.
// CHECK: {{.*}}array.c:[[@LINE+1]]:22: error: the template section of the array directive has rank 1 but the array assignment has rank 2
#pragma xmp array on t[:]
  z[:][:] = 1.0;
// CHECK: {{.*}}array.c:[[@LINE+1]]:1: error: '#pragma xmp array' must be followed by an array assignment statement
#pragma xmp array on t[:]
  n = 3;
// A scalar template subscript drops its dimension, as in an array section.
// CHECK: {{.*}}array.c:[[@LINE+1]]:22: error: the template section of the array directive has rank 1 but the array assignment has rank 2
#pragma xmp array on t2[1][:]
  z[1:2][:] = 1.0;
// CHECK: {{.*}}array.c:[[@LINE+1]]:22: error: an array directive must be 'on' a template, not a node array
#pragma xmp array on p[:]
  a[:] = 1.0;
#pragma xmp array on t2[:][:]
  m[:][:] = sqrt(m[:][:]) + z[:][:];
  return 0;
}
