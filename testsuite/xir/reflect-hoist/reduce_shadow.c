// reduce_shadow lowers to xmp.reduce_shadow (one per listed array, the reflect clauses, async
// id); reflect-hoist leaves it in the loop (only reflects become reflect_init/reflect_do), and
// an async reflect stays a reflect.
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s
#pragma xmp nodes p[*]
#pragma xmp template t[64]
#pragma xmp distribute t[block] onto p
double a[64], b[64];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp shadow a[2:1]
#pragma xmp shadow b[1]

void f(int n) {
  for (int it = 0; it < n; it++) {
#pragma xmp reduce_shadow (a, b) width(/periodic/1)
#pragma xmp reduce_shadow (a) orthogonal async(3)
#pragma xmp reflect (b) async(4)
#pragma xmp wait_async (3, 4)
  }
}
// CHECK-LABEL: func @f(
// CHECK-NOT: reflect_init
// CHECK: xmp.reduce_shadow (a) width(/periodic/(const.i32 1):(const.i32 1))
// CHECK-NEXT: xmp.reduce_shadow (b) width(/periodic/(const.i32 1):(const.i32 1))
// CHECK-NEXT: xmp.reduce_shadow (a) width(shadow) orthogonal async (const.i32 3)
// CHECK-NEXT: xmp.reflect (b) width(shadow) async (const.i32 4)
// CHECK-NOT: reflect_init
