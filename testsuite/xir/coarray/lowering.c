// Lowering of coarrays: the C object keeps the initial value and a hidden pointer global holds
// the image's symmetric copy; names become loads through it; a coindexed value is a co_get, a
// coindexed assignment target a co_put (compound forms get, compute, put); image indices of
// [2][*] are c0 + 2*c1 (or the out-of-range value when c0 is outside [2]); sections become one xmp.section_copy with counts and element strides.
// RUN: %xmpcc -O0 -emit-xir %s -o - | FileCheck %s
// RUN: %xmpcc -O2 -disable-pass=get-fusion -disable-pass=nonblocking-put -emit-xir %s -o - | FileCheck %s
#include <xmp.h>

int a[10]:[*] = {1, 2};
double g[4][6]:[2][*];
int b[10];
// A coarray with external linkage: its address global is external (other units declaring it
// `extern` use the same one) and its C object, the initial value, becomes internal
// `__xmp_coinit.<name>`; a static coarray keeps both internal.
// CHECK: global %{{[0-9]+}} @a asm "__xmp_coinit.a" : int[10] internal = {[0] = (const.i32 1), [1] = (const.i32 2)}
// CHECK: global %{{[0-9]+}} @__xmp_co.a : int (*)[10] external = zero
// CHECK: global %{{[0-9]+}} @g asm "__xmp_coinit.g" : double[4][6] internal = zero
// CHECK: global %{{[0-9]+}} @__xmp_co.g : double (*)[4][6] external = zero
// CHECK: global %{{[0-9]+}} @s : long internal = zero
// CHECK: global %{{[0-9]+}} @__xmp_co.s : long * internal = zero
// CHECK: global %{{[0-9]+}} @e : int[3] external{{$}}
// CHECK: global %{{[0-9]+}} @__xmp_co.e : int (*)[3] external{{$}}
// CHECK: coarray #0 a :[*] object @__xmp_coinit.a addr @__xmp_co.a
// CHECK: coarray #1 g :[2][*] object @__xmp_coinit.g addr @__xmp_co.g
// CHECK: coarray #2 s :[*] object @s addr @__xmp_co.s
// CHECK: coarray #3 e :[*] object @e addr @__xmp_co.e extern
static long s:[*];
extern int e[3]:[*];

void f(int k, int i, int j) {
  // CHECK-LABEL: func @f(
  // CHECK: decl %{{[0-9]+}} v = (co_get.i32 #0 image (load (local %0 k)) (deref.i32 (ptradd (array_to_ptr.ptr (deref.<int[10]> (load (global @__xmp_co.a))))
  int v = a[i]:[k];
  // CHECK: (co_put.i32 #0 image (load (local %0 k)) (deref.i32 {{.*}}(const.i32 2)))) (add.i32 (load (local %{{[0-9]+}} v)) (const.i32 1)))
  a[2]:[k] = v + 1;
  // CHECK: (co_put.f64 #1 image (cond.i32 (lt.u32 (int_to_int.u32 (load (local %1 i))) (const.u32 2)) (add.i32 (load (local %1 i)) (mul.i32 (const.i32 2) (load (local %0 k)))) (const.i32 -2147483648)) {{.*}} (const.f64 2.0))
  g[i][j]:[i][k] = 2.0;
  // CHECK: (co_put.i32 #0 image {{.*}} (add.i32 (co_get.i32 #0 image
  a[3]:[k] += 4;
  // CHECK: xmp.section_copy elem int dst #0 image (load (local %0 k)) base {{.*}} [count (int_to_int.i64 (const.i32 5)) stride (const.i64 1)] src local base (ptradd (array_to_ptr.ptr (global @b)) {{.*}} [count (int_to_int.i64 (const.i32 5)) stride (int_to_int.i64 (const.i32 2))]
  a[0:5]:[k] = b[1:5:2];
  // CHECK: xmp.section_copy elem double dst #1 image {{.*}} [count (int_to_int.i64 (const.i32 2)) stride (mul.i64 (const.i64 1) (const.i64 6)), count (int_to_int.i64 (const.i32 3)) stride (int_to_int.i64 (const.i32 2))] src scalar (const.f64 0.5)
  g[1:2][0:3:2]:[0][k] = 0.5;
  // CHECK: xmp.section_copy elem int dst local base {{.*}} src #0 image
  b[0:10] = a[:]:[k];
  // A local name of a coarray is this image's copy.
  // CHECK: (assign.i32 (deref.i32 (ptradd (array_to_ptr.ptr (deref.<int[10]> (load (global @__xmp_co.a))))
  a[j] = 3;
}

int main(void) { return 0; }

// Locks, atomics, post/wait.
#pragma xmp nodes p[*]
xmp_lock_t lk:[*];
int flag:[*];
void h(int k) {
  // CHECK-LABEL: func @h(
  int st, v;
  // CHECK: xmp.lock #4 image (load (local %0 k)) (deref.<struct xmp_lock> (load (global @__xmp_co.lk))) stat (addr (local %1 st))
#pragma xmp lock(lk:[k]) stat(st)
  // CHECK: xmp.unlock #4 image (load (local %0 k)) (deref.<struct xmp_lock> (load (global @__xmp_co.lk)))
#pragma xmp unlock(lk:[k])
  // CHECK: xmp.atomic_define #5 image (const.i32 1) (deref.i32 (load (global @__xmp_co.flag))) value (const.i32 5)
  xmp_atomic_define(flag:[1], 5);
  // CHECK: xmp.atomic_ref #5 local (deref.i32 (load (global @__xmp_co.flag))) dest (addr (local %2 v))
  xmp_atomic_ref(&v, flag);
  // CHECK: xmp.post p[(const.i32 1)] tag (const.i32 3)
#pragma xmp post(p[1], 3)
  // CHECK: xmp.wait p[(const.i32 0)]
#pragma xmp wait(p[0])
  // CHECK: xmp.wait any
#pragma xmp wait
}
