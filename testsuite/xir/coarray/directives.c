// Lowering of the coarray and image directives (reference 9.8): `coarray on p :: a, b` marks
// the coarrays, and every coindex of them (PUT, GET, 2-D coindex after its range check) becomes
// a call of xmp_rt_co_image_on(p, index, loc), which nonblocking-put treats as harmless (both
// PUTs stay non-blocking, completed before the image-control call). `image (p)` brackets the
// next image-control call with xmp_rt_co_image_begin(p, loc) / xmp_rt_co_image_end().
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s
#include <xmp.h>
#pragma xmp nodes p[*]
int a[4]:[*];
int b:[2][*];
int c:[*];
#pragma xmp coarray on p :: a, b
// CHECK: coarray #0 a :[*] object @__xmp_coinit.a addr @__xmp_co.a on p
// CHECK: coarray #1 b :[2][*] object @__xmp_coinit.b addr @__xmp_co.b on p
// CHECK: coarray #2 c :[*] object @__xmp_coinit.c addr @__xmp_co.c{{$}}

void f(int k) {
  // CHECK-LABEL: func @f(
  // CHECK: (co_put.nb.i32 #0 image (call.i32 (func_to_ptr.ptr (func @xmp_rt_co_image_on)) (xmp_desc_of nodes #0) (load (local %0 k)) (array_to_ptr.ptr (str "{{.*}}directives.c:[[# @LINE + 1]]\00")))
  a[1]:[k] = 5;
  // CHECK-NEXT: (co_put.nb.i32 #0 image (call.i32 (func_to_ptr.ptr (func @xmp_rt_co_image_on)) (xmp_desc_of nodes #0) (load (local %0 k))
  a[2]:[k] = 6;
  // CHECK-NEXT: decl %1 v = (co_get.i32 #1 image (call.i32 (func_to_ptr.ptr (func @xmp_rt_co_image_on)) (xmp_desc_of nodes #0) (cond.i32 (lt.u32 (int_to_int.u32 (const.i32 1)) (const.u32 2)) (add.i32 (const.i32 1) (mul.i32 (const.i32 2) (load (local %0 k)))) (const.i32 -2147483648))
  int v = b:[1][k];
  // CHECK-NEXT: (co_put.nb.i32 #2 image (load (local %0 k))
  c:[k] = v;
  // CHECK-NEXT: xmp.co_complete
  // CHECK-NEXT: (call.void (func_to_ptr.ptr (func @xmp_rt_co_image_begin)) (xmp_desc_of nodes #0) (array_to_ptr.ptr (str "{{.*}}directives.c:[[# @LINE + 1]]\00")))
#pragma xmp image(p)
  // CHECK-NEXT: (call.void (func_to_ptr.ptr (func @xmp_sync_all))
  // CHECK-NEXT: (call.void (func_to_ptr.ptr (func @xmp_rt_co_image_end)))
  xmp_sync_all(NULL);
}

int main(void) { return 0; }
