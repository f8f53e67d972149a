// Differential test: `aligned` on the typedef of an untagged struct aligns every object of
// that type (globals, members) without changing its size; `__alignof__` of a variable or a
// function reports the alignment its declaration asked for.
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 %s -o %t
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.expected %t.O0.out
// RUN: FileCheck %s < %t.out
// CHECK: V size 5 align 8 member at 8 outer 16 global-aligned 1
// CHECK: vars 16 32 func 64
// RUN: %xmpcc -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// IR: define {{.*}}@aligned_fn() {{.*}}align 64

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct {
  char c[5];
} V __attribute__((aligned(8)));

struct Outer {
  char a;
  V v;
};

char pad = 1;
V gv;
int gi __attribute__((aligned(16)));

void __attribute__((aligned(64), noinline)) aligned_fn(void) {}

int main(void) {
  _Alignas(32) char local[3];
  printf("V size %zu align %zu member at %zu outer %zu global-aligned %d\n", sizeof(V),
         _Alignof(V), offsetof(struct Outer, v), sizeof(struct Outer),
         ((uintptr_t)&gv & 7) == 0);
  printf("vars %zu %zu func %zu\n", __alignof__(gi), __alignof__(local),
         __alignof__(aligned_fn));
  return 0;
}
