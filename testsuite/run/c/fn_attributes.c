// GNU function attributes that change code: constructors and destructors run in priority order
// around main (as clang-22 runs them), noinline/always_inline/cold reach LLVM, and a weak
// definition yields to a strong one at link time.
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 %s -o %t
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.expected %t.O0.out
// RUN: FileCheck %s --check-prefix=OUT < %t.out
// OUT: 1 2 3
// OUT-NEXT: 6 9 7
// OUT-NEXT: dtor n=3
// RUN: %xmpcc -O0 %s %S/Inputs/weak_override.c -o %t.strong
// RUN: %t.strong | FileCheck %s --check-prefix=STRONG
// STRONG: 6 9 9
// RUN: %xmpcc -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// IR: @llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @c_default, ptr null }, { i32, ptr, ptr } { i32 101, ptr @c_first, ptr null }, { i32, ptr, ptr } { i32 200, ptr @c_second, ptr null }]
// IR: @llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @d_last, ptr null }]
// IR: define internal i32 @twice({{.*}}) [[NOINL:#[0-9]+]]
// IR: define internal i32 @thrice({{.*}}) [[ALWAYS:#[0-9]+]]
// IR: define internal void @unlikely_path() [[COLD:#[0-9]+]]
// IR: define weak i32 @weak_value()
// IR: attributes [[NOINL]] = { noinline {{.*}}optnone
// IR: attributes [[ALWAYS]] = { alwaysinline
// IR-NOT: optnone
// IR: attributes [[COLD]] = { cold noinline
#include <stdio.h>
#include <stdlib.h>
static int order[8];
static int n;
__attribute__((constructor)) static void c_default(void) { order[n++] = 3; }
__attribute__((constructor(101))) static void c_first(void) { order[n++] = 1; }
__attribute__((constructor(200))) void c_second(void) { order[n++] = 2; }
__attribute__((destructor)) static void d_last(void) { printf("dtor n=%d\n", n); fflush(stdout); }
__attribute__((noinline)) static int twice(int x) { return 2 * x; }
__attribute__((always_inline)) static inline int thrice(int x) { return 3 * x; }
__attribute__((cold)) static void unlikely_path(void) { puts("cold"); }
__attribute__((weak)) int weak_value(void) { return 7; }
int main(void) {
  for (int i = 0; i < n; i++) printf("%d ", order[i]);
  printf("\n%d %d %d\n", twice(n), thrice(n), weak_value());
  if (n > 10) unlikely_path();
  return 0;
}
