// Differential test: calls of abs/labs/llabs are the builtin (llvm.abs) at every -O level,
// as in clang, even where the unit defines the function itself; a static function of that
// name is an ordinary function.
// RUN: %clang -O0 -w %s -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 %s -o %t
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.expected %t.O0.out
// RUN: FileCheck %s < %t.out
// CHECK: 5 6
// CHECK: mine 100

#include <stdio.h>

long long llabs(long long);
long labs(long);

static volatile long long a = -5;
static volatile long b = -6;

static int abs(int x) { return 100; }

int main(void) {
  printf("%lld %ld\n", llabs(a), labs(b));
  printf("mine %d\n", abs(-1));
  return 0;
}

// The unit's own versions give different answers: a call that reached them would show.
long long llabs(long long x) { return 42; }
long labs(long x) { return 43; }
