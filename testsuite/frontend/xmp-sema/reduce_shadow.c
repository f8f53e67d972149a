// Sema of reduce_shadow (reference 7.2): arrays that are not global arrays or have no shadow,
// width counts and widths larger than the declared shadow, file-scope placement. (The check for
// non-arithmetic elements cannot be reached yet: aligned arrays of structs are refused by the
// mapping lowering.)
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#pragma xmp nodes p[*]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
double a[16], b[16];
int plain[16];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp shadow a[2:1]
// CHECK: {{.*}}reduce_shadow.c:[[@LINE+1]]:1: error: XMP directive 'reduce_shadow' must appear in a statement position, not at file scope
#pragma xmp reduce_shadow (a)
int main(void) {
// CHECK: {{.*}}reduce_shadow.c:[[@LINE+1]]:28: error: 'plain' in reduce_shadow is not a global array (no align directive maps it)
#pragma xmp reduce_shadow (plain)
// CHECK: {{.*}}reduce_shadow.c:[[@LINE+2]]:31: error: reduce_shadow of array 'b', which has no shadow
// CHECK: note: 'b' is aligned here
#pragma xmp reduce_shadow (a, b)
// CHECK: {{.*}}reduce_shadow.c:[[@LINE+1]]:1: error: width gives 2 widths for array 'a' of rank 1
#pragma xmp reduce_shadow (a) width(1, 1)
// CHECK: {{.*}}reduce_shadow.c:[[@LINE+1]]:37: error: lower reflect width 3 of dimension 0 is larger than the lower shadow width 2 of array 'a'
#pragma xmp reduce_shadow (a) width(3:1)
  return 0;
}
