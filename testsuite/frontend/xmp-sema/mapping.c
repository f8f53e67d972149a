// Sema of the data-mapping declarations (template, distribute, align, shadow): unknown names,
// rank and count mismatches, shadows on cyclic dimensions, and features not supported yet.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#pragma xmp nodes p[4]
#pragma xmp nodes g[2][2]
#pragma xmp template t[16]
#pragma xmp template t2[8][8]
#pragma xmp template tc[16]
// CHECK: {{.*}}mapping.c:[[@LINE+1]]:24: error: use of undeclared template 'nosuch'
#pragma xmp distribute nosuch[block] onto p
// CHECK: {{.*}}mapping.c:[[@LINE+1]]:1: error: distribute gives 1 formats for template 't2' of rank 2
#pragma xmp distribute t2[block] onto g
// CHECK: {{.*}}mapping.c:[[@LINE+1]]:1: error: distribute has 1 distributed dimensions but node array 'g' has rank 2
#pragma xmp distribute t2[block][*] onto g
// CHECK: {{.*}}mapping.c:[[@LINE+1]]:42: error: use of undeclared node array 'q'
#pragma xmp distribute t2[block][*] onto q
#pragma xmp distribute t[block] onto p
// CHECK: {{.*}}mapping.c:[[@LINE+2]]:1: error: template 't' is already distributed
// CHECK: {{.*}}mapping.c:[[@LINE-2]]:1: note: previous distribute is here
#pragma xmp distribute t[cyclic] onto p
#pragma xmp distribute tc[cyclic(3)] onto p
// CHECK: {{.*}}mapping.c:[[@LINE+1]]:1: error: distribute has 2 distributed dimensions but node array 'p' has rank 1
#pragma xmp distribute t2[gblock(*)][block] onto p
double a[16], b[16][4], c[20], d[16], e[16];
int *ptr;
// CHECK: {{.*}}mapping.c:[[@LINE+1]]:1: error: align gives 2 subscripts for array 'a' of rank 1
#pragma xmp align a[i][j] with t[i]
// CHECK: {{.*}}mapping.c:[[@LINE+1]]:1: error: align gives 2 subscripts for template 't' of rank 1
#pragma xmp align b[i][j] with t[i][j]
// CHECK: {{.*}}mapping.c:[[@LINE+1]]:29: error: use of undeclared template 'nt'
#pragma xmp align a[i] with nt[i]
// CHECK: {{.*}}mapping.c:[[@LINE+1]]:1: error: dimension 0 of array 'c' is aligned with template indices 0..19, outside template 't' (0..15)
#pragma xmp align c[i] with t[i]
// An aligned pointer is a dynamic global array (xmp_malloc), accepted.
#pragma xmp align ptr[i] with t[i]
#pragma xmp align a[i] with t[i]
// CHECK: {{.*}}mapping.c:[[@LINE+1]]:1: error: array 'a' is already aligned
#pragma xmp align a[i] with t[i]
#pragma xmp align d[i] with tc[i]
// CHECK: {{.*}}mapping.c:[[@LINE+1]]:1: error: shadow on dimension 0 of array 'd', which is distributed cyclically
#pragma xmp shadow d[1]
// CHECK: {{.*}}mapping.c:[[@LINE+1]]:20: error: shadow of array 'e' that is not aligned
#pragma xmp shadow e[1]
// CHECK: {{.*}}mapping.c:[[@LINE+1]]:1: error: shadow gives 2 widths for array 'a' of rank 1
#pragma xmp shadow a[1][1]
// CHECK: {{.*}}mapping.c:[[@LINE+2]]:29: error: redefinition of 't' as a template
// CHECK: {{.*}}mapping.c:6:22: note: previous definition is here
#pragma xmp template zz[4], t[3]
int main(void) {
  // CHECK: {{.*}}mapping.c:[[@LINE+1]]:3: error: template 't' cannot be used in an expression
  t = 1;
  return 0;
}
double ini[4] = {1};
// CHECK: {{.*}}mapping.c:[[@LINE+1]]:1: error: aligned array 'ini' must not be initialized
#pragma xmp align ini[i] with t[i]
// An aligned extern array is accepted (its defining unit allocates it; run/xmp-gv/extern_array.c).
extern double ext[4];
#pragma xmp align ext[i] with t[i]
