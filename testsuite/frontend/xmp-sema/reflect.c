// Sema of reflect / reflect_init / reflect_do: arrays that are not global arrays or have no
// shadow, width counts, negative widths and widths larger than the declared shadow (per side),
// and file-scope placement (the parser already refuses clauses reflect_do does not take).
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#pragma xmp nodes p[*]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
double a[16], b[16], c[16], full[16];
int plain[16];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp align full[i] with t[i]
#pragma xmp shadow a[2:1]
#pragma xmp shadow full[*]
// CHECK: {{.*}}reflect.c:[[@LINE+1]]:1: error: XMP directive 'reflect' must appear in a statement position, not at file scope
#pragma xmp reflect (a)
int main(void) {
  int w = 1;
// CHECK: {{.*}}reflect.c:[[@LINE+1]]:22: error: 'plain' in reflect is not a global array (no align directive maps it)
#pragma xmp reflect (plain)
// CHECK: {{.*}}reflect.c:[[@LINE+1]]:22: error: use of undeclared identifier 'nosuch'
#pragma xmp reflect (nosuch)
// CHECK: {{.*}}reflect.c:[[@LINE+2]]:25: error: reflect of array 'b', which has no shadow
// CHECK: note: 'b' is aligned here
#pragma xmp reflect (a, b)
// CHECK: {{.*}}reflect.c:[[@LINE+1]]:1: error: width gives 2 widths for array 'a' of rank 1
#pragma xmp reflect (a) width(1, 1)
// CHECK: {{.*}}reflect.c:[[@LINE+1]]:31: error: lower reflect width 3 of dimension 0 is larger than the lower shadow width 2 of array 'a'
#pragma xmp reflect (a) width(3:1)
// CHECK: {{.*}}reflect.c:[[@LINE+1]]:31: error: upper reflect width 2 of dimension 0 is larger than the upper shadow width 1 of array 'a'
#pragma xmp reflect (a) width(/periodic/2)
// CHECK: {{.*}}reflect.c:[[@LINE+1]]:31: error: reflect width must not be negative, not -1
#pragma xmp reflect (a) width(-1:0)
// CHECK-NOT: error
// A full shadow takes any width; widths from variables are checked at run time; acc means
// host memory.
#pragma xmp reflect (full) width(5)
#pragma xmp reflect (a) width(w:w) orthogonal async(1) acc
#pragma xmp reflect_init (a) width(/periodic/1) acc
#pragma xmp reflect_do (a) acc
  return 0;
}
