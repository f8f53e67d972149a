// A constant negative length in an array section (XMP/C sections are base:length, so
// `a[2:-1]` is not "2 down to -1") is a compile error at the length, in local array
// assignments, gmove of global arrays, bcast and coindexed objects, and along a pointer's own
// dimension; so is a constant section reaching past a constant extent. Empty sections,
// negative steps inside the array and run-time lengths compile (the copies check those at run
// time: run/xmp-compat/section_runtime_length.c).
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[10]
#pragma xmp distribute t[block] onto p
int a[10], b[10];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
int c[10]:[*];

void f(int n, int *q) {
  int x[10], y[10], m[4][6], z[4][6];
  // CHECK: section_const_length.c:[[@LINE+1]]:7: error: array section has a negative length (-1); sections are 'base:length' in XMP/C
  x[2:-1] = y[0:1];
  // CHECK: section_const_length.c:[[@LINE+1]]:16: error: array section has a negative length (-3); sections are 'base:length' in XMP/C
  x[0:3] = y[4:-3];
  // CHECK: section_const_length.c:[[@LINE+1]]:10: error: array section has a negative length (-2); sections are 'base:length' in XMP/C
  m[1][0:-2] = 0;
  // CHECK: section_const_length.c:[[@LINE+1]]:7: error: array section addresses elements 5 to 12, outside the dimension's extent 10
  x[5:8] = 0;
  // CHECK: section_const_length.c:[[@LINE+1]]:10: error: array section addresses elements 2 to 6, outside the dimension's extent 6
  m[:][2:5] = z[:][0:5];
  // CHECK: section_const_length.c:[[@LINE+1]]:7: error: array section addresses elements -1 to 9, outside the dimension's extent 10
  x[9:6:-2] = y[0:6];
#pragma xmp gmove
  // CHECK: section_const_length.c:[[@LINE+1]]:7: error: array section has a negative length (-1); sections are 'base:length' in XMP/C
  a[2:-1] = b[0:1];
#pragma xmp gmove
  // CHECK: section_const_length.c:[[@LINE+1]]:16: error: array section addresses elements 4 to 10, outside the dimension's extent 10
  a[0:7] = b[4:7];
  // CHECK: section_const_length.c:[[@LINE+1]]:22: error: array section has a negative length (-2); sections are 'base:length' in XMP/C
#pragma xmp bcast (x[1:-2])
  // CHECK: section_const_length.c:[[@LINE+1]]:16: error: array section has a negative length (-4); sections are 'base:length' in XMP/C
  x[0:4] = c[0:-4]:[1];
  // CHECK: section_const_length.c:[[@LINE+1]]:7: error: array section has a negative length (-1); sections are 'base:length' in XMP/C
  q[0:-1] = x[0:0];
  // These compile: empty, in range with a negative step, run-time lengths.
  x[3:0] = y[7:0];
  x[9:5:-2] = y[0:5];
  x[2:n] = y[0:n];
  m[:][1:5] = z[:][0:5];
#pragma xmp gmove
  a[0:n] = b[1:n];
}
