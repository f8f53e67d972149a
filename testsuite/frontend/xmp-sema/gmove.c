// Sema of gmove: non-conformable constant sections, missing assignment, wrong ranks, zero
// steps, and the forms that are not supported yet.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#pragma xmp nodes p[*]
#pragma xmp template t[20]
#pragma xmp distribute t[block] onto p
double a[20], b[20], m[4][20];
int ia[20];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp align ia[i] with t[i]
#pragma xmp align m[*][j] with t[j]

int main(void) {
  int n = 5;
#pragma xmp gmove
// CHECK: {{.*}}gmove.c:[[@LINE+1]]:3: error: the sections of a gmove are not conformable: [5] and [6]
  a[0:5] = b[2:6];
#pragma xmp gmove
// CHECK: {{.*}}gmove.c:[[@LINE+1]]:3: error: the sections of a gmove are not conformable: [20] and [4, 20]
  a[:] = m[:][:];
#pragma xmp gmove
// CHECK: {{.*}}gmove.c:[[@LINE+1]]:3: error: gmove needs a subscript or a section for each of the 2 dimensions of 'm'
  m[0:2] = b[0:2];
#pragma xmp gmove
// CHECK: {{.*}}gmove.c:[[@LINE+1]]:3: error: a gmove section has a zero step
  a[0:5:0] = b[0:5];
#pragma xmp gmove
// CHECK: {{.*}}gmove.c:[[@LINE+1]]:3: error: gmove must be followed by a simple assignment `lhs = rhs;`
  n++;
  double *ptr = 0;
#pragma xmp gmove in
// CHECK: {{.*}}gmove.c:[[@LINE+1]]:3: error: a section without length of 'ptr', a pointer, needs a length
  ptr[:] = b[0:n];
#pragma xmp gmove out
// CHECK: {{.*}}gmove.c:[[@LINE+1]]:3: error: the sections of a gmove are not conformable: [3] and [4]
  a[0:3] = b[0:4];
#pragma xmp gmove
// CHECK: {{.*}}gmove.c:[[@LINE+1]]:12: error: gmove between arrays of different element types is not supported yet
  a[0:5] = ia[0:5];
  double x;
  struct { double v; } st;
#pragma xmp gmove
// CHECK: {{.*}}gmove.c:[[@LINE+1]]:3: error: the sections of a gmove are not conformable: [] and [4]
  x = a[0:4];
#pragma xmp gmove
// CHECK: {{.*}}gmove.c:[[@LINE+1]]:3: error: the left side of a gmove must be a variable, or a section or element of an array
  st = a[1];
#pragma xmp gmove
// CHECK: {{.*}}gmove.c:[[@LINE+1]]:3: error: the left side of a gmove must be a variable, or a section or element of an array
  x + 1 = a[1];
  return 0;
}
