// Lowering of the transformational procedures (reference 10.7): each call becomes one
// xmp.transform with its arguments as sections (@global or local base with element strides,
// one [lo:len:step] per dimension, an omitted length is the rest of the dimension), the
// third argument of xmp_transpose as a long long, and Omni's xmp_desc_of form as whole
// sections. The runtime entry point is declared from the ENTRY_POINTS table.
// RUN: %xmpcc -O0 -emit-xir %s -o - | FileCheck %s
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[10]
#pragma xmp distribute t[block] onto p
double a[10], b[10];
int ix[10];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
double m[4][5], lm[5][4];

// CHECK: declare @xmp_rt_transform(int, int, struct xmp_rt_gmove_side **, int *, unsigned long *, long long, char *) -> void
// CHECK-LABEL: func @f(
void f(int n) {
  // CHECK: xmp.transform xmp_sort_up @a[(const.i64 0):(const.i64 10):(const.i64 1)], @b[(const.i64 0):(const.i64 10):(const.i64 1)]}
  xmp_sort_up(a[:], b[:]);
  // CHECK-NEXT: xmp.transform xmp_gather @a[{{.*}}], @b[{{.*}}], local((array_to_ptr.ptr (global @ix)) strides (const.i64 1))[(const.i64 0):(const.i64 10):(const.i64 1)]}
  xmp_gather(a[:], b[:], ix[:]);
  // CHECK-NEXT: xmp.transform xmp_transpose local((array_to_ptr.ptr (global @lm)) strides (const.i64 4), (const.i64 1))[{{.*}}], local((array_to_ptr.ptr (global @m)) strides (const.i64 5), (const.i64 1))[{{.*}}] opt (int_to_int.i64 (load (local %0 n)))}
  xmp_transpose(lm[:][:], m[:][:], n);
  // CHECK-NEXT: xmp.transform xmp_sort_down @a[(const.i64 0):(const.i64 10):(const.i64 1)], @b[(const.i64 0):(const.i64 10):(const.i64 1)]}
  xmp_sort_down(xmp_desc_of(a), xmp_desc_of(b));
  // CHECK-NEXT: xmp.transform xmp_pack @a[(int_to_int.i64 (const.i32 2)):(int_to_int.i64 (const.i32 4)):(const.i64 1)], @b[{{.*}}]}
  xmp_pack(a[2:4], b[:]);
}
