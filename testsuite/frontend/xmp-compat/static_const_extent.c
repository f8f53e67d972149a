// File-scope arrays whose extents read `const` integer variables are folded to constant
// arrays with clang's warning (-Wgnu-folding-constant); a plain `int` is still rejected.
// RUN: %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %xmpcc -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
static const int N = 100;
const long M = 4;
static const int K = N * 2 + 1;

// CHECK: static_const_extent.c:[[@LINE+1]]:{{[0-9]+}}: warning: variable length array folded to constant array as an extension [-Wgnu-folding-constant]
double a[N][M];
// CHECK: static_const_extent.c:[[@LINE+1]]:{{[0-9]+}}: warning: variable length array folded to constant array as an extension [-Wgnu-folding-constant]
int b[K];
// CHECK: static_const_extent.c:[[@LINE+1]]:{{[0-9]+}}: warning: variable length array folded to constant array as an extension [-Wgnu-folding-constant]
struct S { char c[N + 1]; };
_Static_assert(sizeof a == 100 * 4 * sizeof(double), "a");
_Static_assert(sizeof b == 201 * sizeof(int), "b");
_Static_assert(sizeof(struct S) == 101, "S");

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
int c[100];
#pragma xmp align c[i] with t[i]

#ifdef BAD
int n = 4;
// BAD: static_const_extent.c:[[@LINE+1]]:{{[0-9]+}}: error: variable length array declaration not allowed at file scope
int v[n];
#endif
