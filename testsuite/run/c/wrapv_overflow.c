// Differential test: under -fwrapv signed overflow wraps at every -O level: overflow checks
// written as `a + 1 < a` hold, a loop counting past INT_MAX stops, and abs of INT_MIN is
// INT_MIN.
// RUN: %clang -O2 -fwrapv -w %s -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 -fwrapv %s -o %t
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 -fwrapv %s -o %t.O0
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.expected %t.O0.out
// RUN: %xmpcc -O2 -fno-strict-overflow %s -o %t.nso
// RUN: %t.nso > %t.nso.out
// RUN: diff %t.expected %t.nso.out
// RUN: FileCheck %s < %t.out
// CHECK: check 1 0
// CHECK: steps 6 last -2147483648
// CHECK: mul -2 neg -2147483648 abs -2147483648
// CHECK: long 1

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

static int __attribute__((noinline)) overflows(int a) { return a + 1 < a; }
static int __attribute__((noinline)) lover(long a, long b) { return a + b < a; }

int main(void) {
  volatile int big = INT_MAX, small = INT_MIN;
  printf("check %d %d\n", overflows(big), overflows(big - 1));
  int steps = 0, i;
  for (i = big - 5; i > 0; i++)
    steps++;
  printf("steps %d last %d\n", steps, i);
  printf("mul %d neg %d abs %d\n", big * 2, -small, abs(small));
  printf("long %d\n", lover(LONG_MAX, 1));
  return 0;
}
