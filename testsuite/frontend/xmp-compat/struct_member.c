// A structure member as a mapped array (`align s.a[i] with t[i]`, an Omni form) is accepted
// (testsuite/run/xmp-compat/struct_member.c runs it); through a pointer (`ps->a`) or nested
// (`s.in.a`) it is not supported yet: a clear error naming the form. Wrong members are C
// errors.
// RUN: %xmpcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --check-prefix=OK --allow-empty
// RUN: not %xmpcc -fsyntax-only -DARROW %s 2>&1 | FileCheck %s --check-prefix=ARROW
// RUN: not %xmpcc -fsyntax-only -DNESTED %s 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not %xmpcc -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %xmpcc -fsyntax-only -DINIT %s 2>&1 | FileCheck %s --check-prefix=INIT
// OK-NOT: {{error|warning}}
#pragma xmp nodes p[*]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
struct In {
  double a[16];
};
struct S {
  int n;
  double a[16];
  struct In in;
} s, *ps = &s;
#pragma xmp align s.a[i] with t[i]
#pragma xmp shadow s.a[1]
#if defined(ARROW)
// ARROW: struct_member.c:[[@LINE+1]]:22: error: XMP feature 'a member through a pointer as a mapped array ('ps->a' in 'reflect')' is not supported yet
#pragma xmp reflect (ps->a) width(1)
#elif defined(NESTED)
// NESTED: struct_member.c:[[@LINE+1]]:19: error: XMP feature 'a nested structure member as a mapped array ('s.in' in 'align')' is not supported yet
#pragma xmp align s.in.a[i] with t[i]
#elif defined(BAD)
// BAD: struct_member.c:[[@LINE+1]]:19: error: no member named 'b' in 'struct S'
#pragma xmp align s.b[i] with t[i]
// BAD: struct_member.c:[[@LINE+1]]:19: error: member 'n' of 's' is not an array
#pragma xmp align s.n[i] with t[i]
// BAD: struct_member.c:[[@LINE+1]]:19: error: member reference base type 'struct S *' is not a structure or union
#pragma xmp align ps.a[i] with t[i]
#elif defined(INIT)
// An initializer of other members is fine; the aligned one's values would be lost.
struct S s2 = {3}, s3 = {1, {2.0}};
#pragma xmp align s2.a[i] with t[i]
// INIT: struct_member.c:[[@LINE+1]]:19: error: aligned member 's3.a' must not be initialized
#pragma xmp align s3.a[i] with t[i]
#endif
void f(void) {
#pragma xmp reflect (s.a) width(1)
#pragma xmp loop on t[i]
  for (int i = 0; i < 16; i++)
    s.a[i] = s.n;
}
