// A block-scope align of a static local C array, or of a file-scope one with a block-scope
// template (either would not outlive the call), is not supported yet: a clear error. (A
// file-scope array aligned inside a function with a file-scope template is accepted:
// run/xmp-compat/block_mapping.c.)
// RUN: not %xmpcc %s -o %t 2>&1 | FileCheck %s
#pragma xmp nodes p[*]
double g[10];
int main(void) {
#pragma xmp template t[10]
#pragma xmp distribute t[block] onto p
  static double s[10];
// CHECK: block_unsupported.c:[[@LINE+1]]:1: error: XMP feature 'block-scope align of a static local array, or of a file-scope array with a block-scope template' is not supported yet
#pragma xmp align s[i] with t[i]
// CHECK: block_unsupported.c:[[@LINE+1]]:1: error: XMP feature 'block-scope align of a static local array
#pragma xmp align g[i] with t[i]
  return 0;
}
