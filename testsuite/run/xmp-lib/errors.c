// Wrong calls of the transformational procedures are compile errors at the argument or call:
// argument counts, ranks, element types, index and mask types, non-section arguments,
// constant non-conformable shapes, sorting complex numbers (C gives them no order), and types
// not supported yet.
// RUN: not %xmpcc -c %s -o %t.o 2>&1 | FileCheck %s
#include <xmp.h>

#pragma xmp nodes p[*]
#pragma xmp template t[10]
#pragma xmp distribute t[block] onto p
double a[10], b[10];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
double m2[4][5], m3[5][4], m4[4][4];
int ia[10];
float fa[10];
double _Complex za[10], zb[10];
struct pt { int x, y; } sa[10], sb[10];

void f(void) {
  // CHECK: errors.c:[[@LINE+1]]:3: error: wrong number of arguments to 'xmp_transpose' (2)
  xmp_transpose(m3[:][:], m2[:][:]);
  // CHECK: errors.c:[[@LINE+1]]:15: error: argument 1 of 'xmp_sort_up' must have rank 1, not 2
  xmp_sort_up(m2[:][:], a[:]);
  // CHECK: errors.c:[[@LINE+1]]:23: error: argument 2 of 'xmp_sort_down' has element type 'float', but argument 1 has 'double'
  xmp_sort_down(a[:], fa[:]);
  // CHECK: errors.c:[[@LINE+1]]:26: error: the index argument 3 of 'xmp_gather' must be an integer (or _Bool) array, not one of 'double'
  xmp_gather(a[:], b[:], b[:]);
  // CHECK: errors.c:[[@LINE+1]]:3: error: the arguments of 'xmp_transpose' are not conformable
  xmp_transpose(m4[:][:], m2[:][:], 0);
  // CHECK: errors.c:[[@LINE+1]]:3: error: the arguments of 'xmp_matmul' are not conformable
  xmp_matmul(m4[:][:], m2[:][:], m2[:][:]);
  // CHECK: errors.c:[[@LINE+1]]:15: error: argument 1 of 'xmp_sort_up' must be an array section such as 'a[:]' or 'm[:][:]'
  xmp_sort_up(a, b[:]);
  // CHECK: errors.c:[[@LINE+1]]:3: error: 'xmp_gather' needs 1 index arrays (the rank of argument 2), not 2
  xmp_gather(a[:], b[:], ia[:], ia[:]);
  // CHECK: errors.c:[[@LINE+1]]:3: error: 'xmp_sort_down' on arrays of '_Complex double': complex numbers have no order, so they cannot be sorted
  xmp_sort_down(za[:], zb[:]);
  // CHECK: errors.c:[[@LINE+1]]:3: error: 'xmp_sort_up' on arrays of 'struct pt' is not supported yet
  xmp_sort_up(sa[:], sb[:]);
  // CHECK: errors.c:[[@LINE+1]]:3: error: the arguments of 'xmp_sort_up' have different lengths
  xmp_sort_up(a[0:5], b[:]);
  // CHECK: errors.c:[[@LINE+1]]:37: error: the third argument of 'xmp_transpose' must be an integer
  xmp_transpose(m3[:][:], m2[:][:], 1.5);
}
