// Constants in directives that do not fit the runtime's 'int' are errors (found by
// tools/fuzz-frontend: a template extent of 1e11 was silently wrapped to 1215752192).
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
// RUN: sh -c '%xmpcc -fsyntax-only %s >/dev/null 2>&1; test $? -eq 1'
#pragma xmp nodes p[2147483648]
// CHECK: int_overflow.c:[[@LINE-1]]:21: error: integer constant 2147483648 in an XMP directive does not fit in 'int'
#pragma xmp nodes q[4]
#pragma xmp template t[100000000000]
// CHECK: int_overflow.c:[[@LINE-1]]:24: error: integer constant 100000000000 in an XMP directive does not fit in 'int'
#pragma xmp template u[16]
#pragma xmp distribute u[block] onto q
int main(void) {
#pragma xmp template w[1L << 40]
// CHECK: int_overflow.c:[[@LINE-1]]:24: error: integer constant 1099511627776 in an XMP directive does not fit in 'int'
#pragma xmp task on q[4294967297]
// CHECK: int_overflow.c:[[@LINE-1]]:23: error: integer constant 4294967297 in an XMP directive does not fit in 'int'
  {
  }
  return 0;
}
