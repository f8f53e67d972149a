// Accesses through a cast to a pointer to volatile are volatile, whether the cast is
// dereferenced at once, subscripted, used with `->`, or spelled through a macro; -O2 keeps
// every one of them. Casts to plain pointers stay plain.
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=O0

int g;
struct s { int a, b; };

void two_stores(int *p) {
  *(volatile int *)p = 1;
  *(volatile int *)p = 2;
}
// CHECK-LABEL: @two_stores(
// CHECK: store volatile i32 1
// CHECK: store volatile i32 2
// O0-LABEL: @two_stores(
// O0: store volatile i32 1
// O0: store volatile i32 2

int spin(void) {
  while (*(volatile int *)&g == 0)
    ;
  return 1;
}
// CHECK-LABEL: @spin(
// CHECK: load volatile i32, ptr @g
// CHECK: br

void subscript_and_member(int *p, struct s *q) {
  ((volatile int *)p)[3] = 5;
  ((volatile int *)p)[3] = 6;
  ((volatile struct s *)q)->b = 7;
  ((volatile struct s *)q)->b = 8;
}
// CHECK-LABEL: @subscript_and_member(
// CHECK: store volatile i32 5
// CHECK: store volatile i32 6
// CHECK: store volatile i32 7
// CHECK: store volatile i32 8

#define VREG(addr) (*(volatile unsigned *)(addr))
#define REG(addr) (*(unsigned *)(addr))
void through_macros(unsigned *p, unsigned *q) {
  VREG(p) = 1;
  VREG(p) = 2;
  REG(q) = 3;
  REG(q) = 4;
}
// CHECK-LABEL: @through_macros(
// CHECK: store volatile i32 1
// CHECK: store volatile i32 2
// CHECK-NOT: store i32 3
// CHECK: store i32 4
// CHECK: ret void

void null_store(void) { *(volatile int *)0 = 1; }
// CHECK-LABEL: @null_store(
// CHECK: store volatile i32 1, ptr null

void plain(int *p) {
  *(int *)p = 1;
  *(int *)p = 2;
}
// CHECK-LABEL: @plain(
// CHECK-NOT: store i32 1
// CHECK-NOT: volatile
// CHECK: store i32 2
// CHECK: ret void
