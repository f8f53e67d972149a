// C function overloading (`__attribute__((overloadable))`, which <tgmath.h> uses) is
// diagnosed once as not supported, never ignored; `(...)` without a named parameter is only
// accepted on such functions, as clang does.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
int f(...);
// CHECK: overloadable.c:[[@LINE-1]]:6: error: ISO C requires a named parameter before '...'
static double g(...) __attribute__((__unavailable__, __overloadable__));
// CHECK: overloadable.c:[[@LINE-1]]:54: error: 'overloadable' functions (C overloading, as <tgmath.h> uses) are not supported yet
static float __attribute__((overloadable)) h(float x) { return x; }
static double __attribute__((overloadable)) h(double x) { return x; }
// CHECK-NOT: overloadable' functions
