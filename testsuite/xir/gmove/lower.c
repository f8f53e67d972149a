// Lowering of gmove: each directive and its assignment become one xmp.gmove with, per side,
// the global array (@name) or local base and element strides, one [lo:len:step] per section
// dimension and a plain [index] per subscript; omitted bounds become 0 and the rest of the
// dimension; a scalar right side is converted to the element type; async(id) is kept; `in` /
// `out` are kept as the mode; a VLA side gets strides and a default length from its size
// locals.
// RUN: %xmpcc -O0 -emit-xir %s -o - | FileCheck %s
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s
#pragma xmp nodes p[*]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
#pragma xmp template tc[16]
#pragma xmp distribute tc[cyclic] onto p
double a[16], c[16], m[4][16];
#pragma xmp align a[i] with t[i]
#pragma xmp align c[i] with tc[i]
#pragma xmp align m[*][j] with t[j]

void f(int n, double *q) {
  double L[4][16];
#pragma xmp gmove
// CHECK-LABEL: func @f(
// CHECK: xmp.gmove @a[(int_to_int.i64 (const.i32 1)):(int_to_int.i64 (const.i32 15)):(const.i64 1)] = @c[(int_to_int.i64 (const.i32 0)):(int_to_int.i64 (const.i32 15)):(const.i64 1)] elem 8{{$}}
  a[1:15] = c[0:15];
#pragma xmp gmove async(3)
// CHECK-NEXT: xmp.gmove @c[(const.i64 0):(const.i64 8):(int_to_int.i64 (const.i32 2))] = @a[(int_to_int.i64 (load (local %0 n))):(int_to_int.i64 (const.i32 8)):(int_to_int.i64 (const.i32 2))] elem 8 async (const.i32 3)
  c[::2] = a[n:8:2];
#pragma xmp gmove
// CHECK-NEXT: xmp.gmove @m[(int_to_int.i64 (const.i32 2))][(const.i64 0):(const.i64 16):(const.i64 1)] = local((array_to_ptr.ptr (local %2 L)) strides (const.i64 16), (const.i64 1))[(int_to_int.i64 (const.i32 1))][(const.i64 0):(const.i64 16):(const.i64 1)] elem 8
  m[2][:] = L[1][:];
#pragma xmp gmove
// CHECK-NEXT: xmp.gmove local((load (local %1 q)) strides (const.i64 1))[(int_to_int.i64 (const.i32 0)):(int_to_int.i64 (load (local %0 n))):(const.i64 1)] = @m[(int_to_int.i64 (const.i32 1))][(int_to_int.i64 (const.i32 0)):(int_to_int.i64 (load (local %0 n))):(const.i64 1)] elem 8
  q[0:n] = m[1][0:n];
#pragma xmp gmove
// CHECK-NEXT: xmp.gmove @a[(int_to_int.i64 (const.i32 0)):(int_to_int.i64 (const.i32 4)):(const.i64 1)] = scalar (int_to_float.f64 (const.i32 2)) elem 8
  a[0:4] = 2;
}

void g(int n, int w) {
  double V[n][w];
#pragma xmp gmove in
// CHECK-LABEL: func @g(
// CHECK: xmp.gmove in local((array_to_ptr.ptr (local %[[V:[0-9]+]] V)) strides (int_to_int.i64 (load (local %[[W:[0-9]+]] .vla.size))), (const.i64 1))[(int_to_int.i64 (const.i32 1))][(const.i64 0):(int_to_int.i64 (load (local %[[W]] .vla.size))):(const.i64 1)] = @a[(int_to_int.i64 (const.i32 0)):(int_to_int.i64 (load (local %{{[0-9]+}} w))):(const.i64 1)] elem 8
  V[1][:] = a[0:w];
#pragma xmp gmove out
// CHECK-NEXT: xmp.gmove out @a[(const.i64 0):(const.i64 16):(const.i64 1)] = local((array_to_ptr.ptr (local %[[V]] V)) strides (int_to_int.i64 (load (local %[[W]] .vla.size))), (const.i64 1))[(int_to_int.i64 (const.i32 0)):(int_to_int.i64 (const.i32 16)):(const.i64 1)][(int_to_int.i64 (const.i32 2))] elem 8
  a[:] = V[0:16][2];
}
