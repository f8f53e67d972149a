// Sema of issue 4 operands: xmp_desc_of of something that is not a node array, template or
// aligned array, a gblock mapping array that is not one-dimensional, align of a K&R
// parameter, and a margin that widens and shrinks the same dimension.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#pragma xmp nodes p[*]
#pragma xmp template t(:)
#pragma xmp distribute t(gblock(*)) onto p
#pragma xmp template t2[8][8]
#pragma xmp distribute t2[block][*] onto p
int m2[2][2];
double loc[4];
void kr(u) double *u; {
// CHECK: {{.*}}desc_of.c:[[@LINE+1]]:19: error: XMP feature 'align of a parameter of a function without a prototype' is not supported yet
#pragma xmp align u[i] with t(i)
}
int main(void) {
  int i, j;
// CHECK: {{.*}}desc_of.c:[[@LINE+1]]:33: error: gblock mapping array 'm2' must be a one-dimensional 'int' array, not 'int[2][2]'
#pragma xmp template_fix(gblock(m2)) t(1:10)
// CHECK: {{.*}}desc_of.c:[[@LINE+1]]:25: error: xmp_desc_of of 'loc', which is not a node array, template or aligned array
  void *d = xmp_desc_of(loc);
// CHECK: {{.*}}desc_of.c:[[@LINE+1]]:25: error: use of undeclared identifier 'nosuch'
  void *e = xmp_desc_of(nosuch);
// CHECK: {{.*}}desc_of.c:[[@LINE+1]]:44: error: XMP feature 'loop margin that widens one side of a dimension and shrinks the other' is not supported yet
#pragma xmp loop (i, j) on t2[i][j] margin(1:-1, 0)
  for (i = 0; i < 8; i++)
    for (j = 0; j < 8; j++) ;
  return d == e;
}
