// Declarations mixing `overloadable` and unmarked functions of one name, as clang-22 rules:
// one unmarked member may join an overload set (it keeps the C symbol), a redeclaration must
// repeat the attribute exactly as its first declaration, overloadable functions need a
// prototype, and the attribute only applies to functions.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#define OV __attribute__((overloadable))
int a(int);
OV int a(int);
// CHECK: declarations.c:[[@LINE-1]]:8: error: redeclaration of 'a' must not have the 'overloadable' attribute
// CHECK: declarations.c:[[@LINE-3]]:5: note: previous unmarked overload of function is here
OV int m(int);
int m(int);
// CHECK: declarations.c:[[@LINE-1]]:5: error: redeclaration of 'm' must have the 'overloadable' attribute
// CHECK: declarations.c:[[@LINE-3]]:8: note: previous overload of function is here
int b(int);
OV int b(double);
int b(char *);
// CHECK: declarations.c:[[@LINE-1]]:5: error: at most one overload for a given name may lack the 'overloadable' attribute
// CHECK: declarations.c:[[@LINE-4]]:5: note: previous unmarked overload of function is here
OV int c(int);
OV double c(int);
// CHECK: declarations.c:[[@LINE-1]]:11: error: conflicting types for 'c'
OV int p();
// CHECK: declarations.c:[[@LINE-1]]:8: error: 'overloadable' function 'p' must have a prototype
__attribute__((overloadable)) int z;
// CHECK: declarations.c:[[@LINE-1]]:16: error: 'overloadable' attribute only applies to functions
int x;
OV int x(int);
// CHECK: declarations.c:[[@LINE-1]]:8: error: redefinition of 'x' as different kind of symbol
// Accepted: pointee qualifiers make different overloads; `(...)` alone on an overloadable one.
OV int q(void *);
OV int q(const void *);
OV int q(volatile void *);
static OV int r(...) __attribute__((__unavailable__));
static double __attribute__((__overloadable__)) r(double);
// CHECK-NOT: error:
