// An XMP directive between struct members is an error (it was dropped silently); other
// pragmas there (`#pragma pack`) are still accepted.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %xmpcc -fsyntax-only -DONLY_PACK %s
struct P {
  int a;
#pragma pack(1)
  int b;
};
#ifndef ONLY_PACK
struct S {
  int a;
// CHECK: {{.*}}struct_member_directive.c:[[@LINE+1]]:1: error: XMP directive 'barrier' is not allowed inside a struct or union definition
#pragma xmp barrier
  int b;
};
#endif
int main(void) { return 0; }
