// Differential test: `asm goto` with output operands: the outputs are stored on the
// fallthrough path and on the way to each label (x86-64 AT&T syntax).
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 %s -o %t
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.expected %t.O0.out
// RUN: FileCheck %s < %t.out
// CHECK: 5 -> fall 6
// CHECK: 0 -> zero 1
// CHECK: -3 -> neg -2 8
// RUN: %xmpcc -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// IR: callbr { i32, i32 } asm

#include <stdio.h>

static void classify(int x) {
  int r, s = 0;
  asm goto("leal 1(%2), %0\n\t"
           "movl $8, %1\n\t"
           "testl %2, %2\n\t"
           "jz %l[zero]\n\t"
           "js %l[neg]"
           : "=&r"(r), "=&r"(s)
           : "r"(x)
           : "cc"
           : zero, neg);
  printf("%d -> fall %d\n", x, r);
  return;
zero:
  printf("%d -> zero %d\n", x, r);
  return;
neg:
  printf("%d -> neg %d %d\n", x, r, s);
}

int main(void) {
  classify(5);
  classify(0);
  classify(-3);
  return 0;
}
