// `#pragma xmp coarray a, b : [*]` (XMP before 1.2) makes the earlier declarations of a and b
// in the same scope coarrays, with a -Wxmp-compat warning; `static_desc` is ignored with one.
// RUN: %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %xmpcc -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
int a[10], b;
// CHECK: coarray_decl.c:[[@LINE+1]]:21: warning: the '#pragma xmp coarray NAME : [*]' declaration is XMP before 1.2; the standard form gives the codimensions in the declarator of 'a' (as in 'int x[10]:[*];') [-Wxmp-compat]
#pragma xmp coarray a, b : [*]

void f(void) {
  static double w[4];
// CHECK: coarray_decl.c:[[@LINE+1]]:21: warning: the '#pragma xmp coarray NAME : [*]' declaration is XMP before 1.2
#pragma xmp coarray w : [2][*]
  w[0]:[1][0] = a[2]:[0] + b:[1];
// CHECK: coarray_decl.c:[[@LINE+1]]:13: warning: 'static_desc' is a hint of the reference implementation, not XMP/C; it is ignored [-Wxmp-compat]
#pragma xmp static_desc :: a, w
}
#ifdef BAD
// BAD: coarray_decl.c:[[@LINE+1]]:21: error: 'zz' in '#pragma xmp coarray' must be declared earlier in the same scope
#pragma xmp coarray zz : [*]
// BAD: coarray_decl.c:[[@LINE+1]]:21: error: 'a' is already a coarray
#pragma xmp coarray a : [*]
#endif
