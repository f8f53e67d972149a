// A file-scope array aligned inside a function (run/xmp-compat/block_mapping.c) must not be
// used as a plain C array by code before the directive: not supported, never silently wrong.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
#pragma xmp nodes p[*]
#pragma xmp template t[8]
double a[8];
double first(void) { return a[0]; }
int main(void) {
#pragma xmp distribute t[block] onto p
// CHECK: block_align_used.c:[[@LINE+1]]:19: error: XMP feature 'align inside a function of file-scope array 'a' that code before the directive uses' is not supported yet
#pragma xmp align a[i] with t[i]
  return 0;
}
