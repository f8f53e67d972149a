// A block-scope align of a file-scope or static C array (its handle would be per call while
// other functions use the file-scope one) has no code generation yet: a clear error.
// RUN: not %xmpcc %s -o %t 2>&1 | FileCheck %s
#pragma xmp nodes p[*]
double g[10];
int main(void) {
#pragma xmp template t[10]
#pragma xmp distribute t[block] onto p
  static double s[10];
// CHECK: block_unsupported.c:[[@LINE+1]]:1: error: XMP feature 'block-scope distribute or align of a file-scope template or array' is not supported yet
#pragma xmp align s[i] with t[i]
  return 0;
}
