// Differential test: GNU C89 inline semantics (-fgnu89-inline, -std=gnu89): an `extern inline`
// definition only serves inlining, so a later definition of the same function (plain or
// static) is the function itself; under C99 the same source is a redefinition error.
// RUN: %clang -O0 -w -fgnu89-inline %s -o %t.ref
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O0 -fgnu89-inline %s -o %t
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O2 -std=gnu89 %s -o %t.O2
// RUN: sh -c '%t.O2; echo "exit=$?"' > %t.O2.out
// RUN: diff %t.expected %t.O2.out
// RUN: not %xmpcc -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK: error: redefinition of 'twice'
#include <stdio.h>
extern inline int twice(int x) { return x + x; }
int twice(int x) { return 2 * x; }
extern inline int third(int x) { return x / 3; }
static inline int third(int x) { return x / 3; }
int main(void) { printf("%d %d\n", twice(21), third(9)); return 0; }
