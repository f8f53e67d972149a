// XMP entities have a name space of their own (reference implementation): a block-scope
// template named like a file-scope variable leaves C code seeing the variable, with a
// -Wxmp-compat warning; a template used where C expects an object is still an error, and a C
// name and an XMP entity in one scope still clash (standard XMP/C).
// RUN: %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %xmpcc -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %xmpcc -fsyntax-only -Wno-xmp-compat %s 2>&1 | count 0
#pragma xmp nodes p[*]
int n = 3;

int f(void) {
// CHECK: xmp_names.c:[[@LINE+1]]:22: warning: 'n' is both a template and a C variable; XMP directives name the template, C code the variable
#pragma xmp template n[8]
#pragma xmp distribute n[block] onto p
  return n + 1;
}
#ifdef BAD
#pragma xmp template u[4]
int g(void) {
// BAD: xmp_names.c:[[@LINE+1]]:10: error: template 'u' cannot be used in an expression
  return u;
}
int q;
// BAD: xmp_names.c:[[@LINE+1]]:22: error: redefinition of 'q' as a template
#pragma xmp template q[4]
#endif
