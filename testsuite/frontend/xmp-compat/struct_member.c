// A structure member as a mapped array (`align s.a[i] with t[i]`, also in shadow and reflect),
// a form the reference implementation accepts, is not supported yet: a clear error naming it.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=ALIGN
// RUN: not %xmpcc -fsyntax-only -DSHADOW %s 2>&1 | FileCheck %s --check-prefix=SHADOW
// RUN: not %xmpcc -fsyntax-only -DREFLECT %s 2>&1 | FileCheck %s --check-prefix=REFLECT
#pragma xmp nodes p[*]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
struct S {
  int n;
  double a[16];
} s, *ps = &s;
#if !defined(SHADOW) && !defined(REFLECT)
// ALIGN: struct_member.c:[[@LINE+1]]:19: error: XMP feature 'a structure member as a mapped array ('s.a' in 'align')' is not supported yet
#pragma xmp align s.a[i] with t[i]
#elif defined(SHADOW)
// SHADOW: struct_member.c:[[@LINE+1]]:20: error: XMP feature 'a structure member as a mapped array ('ps->a' in 'shadow')' is not supported yet
#pragma xmp shadow ps->a[1]
#else
void f(void) {
// REFLECT: struct_member.c:[[@LINE+1]]:22: error: XMP feature 'a structure member as a mapped array ('s.a' in 'reflect')' is not supported yet
#pragma xmp reflect (s.a) width(1)
}
#endif
