// Lowering of coarray pointers (reference 9.10 draft): the pointer global is both the object
// and the address of the coarray (no start-up allocation); a coindexed element through it is a
// co_get / co_put on the pointer's target; xmp_comalloc / xmp_cofree become calls of
// xmp_rt_comalloc / xmp_rt_cofree with the size as size_t and the source location.
// RUN: %xmpcc -O0 -emit-xir %s -o - | FileCheck %s
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s --check-prefix=NB
#include <xmp.h>

double (*w)[50]:[];
// CHECK: coarray #0 w :[*] object @w addr @w pointer
// CHECK-NEXT: coarray #1 z :[*][*] object @z addr @z pointer

void f(int k, int i) {
  // CHECK-LABEL: func @f(
  // CHECK: (assign.ptr (global @w) (ptr_to_ptr.ptr (call.ptr (func_to_ptr.ptr (func @xmp_rt_comalloc)) (mul.u64 (mul.u64 (const.u64 8) (int_to_int.u64 (const.i32 50))) (int_to_int.u64 (const.i32 8))) (array_to_ptr.ptr (str "{{.*}}comalloc.c:[[# @LINE + 1]]\00")))))
  w = xmp_comalloc(sizeof(double) * 50 * 8);
  // CHECK: decl %{{[0-9]+}} v = (co_get.f64 #0 image (load (local %0 k)) (deref.f64 (ptradd (array_to_ptr.ptr (deref.<double[50]> (ptradd (load (global @w)) (int_to_int.i64 (load (local %1 i)))))) (int_to_int.i64 (const.i32 3)))))
  double v = w[i][3]:[k];
  // CHECK: (co_put.f64 #0 image (load (local %0 k)) (deref.f64 (ptradd (array_to_ptr.ptr (deref.<double[50]> (load (global @w)))) (int_to_int.i64 (const.i32 1)))) (load (local %{{[0-9]+}} v)))
  (*w)[1]:[k] = v;
  // CHECK: (call.void (func_to_ptr.ptr (func @xmp_rt_cofree)) (ptr_to_ptr.ptr (load (global @w))) (array_to_ptr.ptr (str "{{.*}}comalloc.c:[[# @LINE + 1]]\00")))
  xmp_cofree(w);
}

// Two codimensions: xmp_comalloc's coextent goes to xmp_rt_comalloc_co (padded to six), and a
// coindex computes c0 + e0*c1 with e0 = xmp_rt_coextent(z, 0) evaluated once, checking c0 < e0.
double (*z)[50]:[][];
void g(int a, int b) {
  // CHECK-LABEL: func @g(
  // CHECK: (call.ptr (func_to_ptr.ptr (func @xmp_rt_comalloc_co)) (int_to_int.u64 (const.i32 400)) (const.i32 1) (const.i32 2) (const.i32 0) (const.i32 0) (const.i32 0) (const.i32 0) (const.i32 0) (array_to_ptr.ptr
  z = xmp_comalloc(400, 2);
  // CHECK: decl %{{[0-9]+}} v = (co_get.f64 #1 image (stmt_expr.i32 {decl %[[E0:[0-9]+]] .tmp = (call.i32 (func_to_ptr.ptr (func @xmp_rt_coextent)) (ptr_to_ptr.ptr (load (global @z))) (const.i32 0) {{.*}}} (cond.i32 (lt.u32 (int_to_int.u32 (load (local %0 a))) (int_to_int.u32 (load (local %[[E0]] .tmp)))) (add.i32 (load (local %0 a)) (mul.i32 (load (local %[[E0]] .tmp)) (load (local %1 b)))) (const.i32 -2147483648)))
  double v = z[0][1]:[a][b];
  (void)v;
}

// A section along the pointer's own dimension (explicit length): the pointer, start, length
// and step are checked against the xmp_comalloc block (xmp_rt_co_rows_check with the row size
// in bytes), whose value (the pointer) is the base of the section copy, so that the copy stays
// one statement; its first dimension steps over rows of 50 doubles.
void h(int k, int lo, int n) {
  double b[4][50];
  // CHECK-LABEL: func @h(
  // CHECK: (stmt_expr.void {xmp.section_copy elem double dst local
  // CHECK-SAME: src #0 image (load (local %0 k)) base (ptradd (array_to_ptr.ptr (deref.<double[50]> (ptradd (ptr_to_ptr.ptr (call.ptr (func_to_ptr.ptr (func @xmp_rt_co_rows_check)) (ptr_to_ptr.ptr (load (global @w))) {{.*}}(load (local %1 lo)){{.*}} {{.*}}(load (local %2 n)){{.*}} {{.*}}(const.i32 2){{.*}} {{.*}}(const.i64 400){{.*}} (array_to_ptr.ptr (str "{{.*}}comalloc.c:[[# @LINE + 2]]\00")))) (int_to_int.i64 (load (local %1 lo)))))) (const.i64 0)) [count (int_to_int.i64 (load (local %2 n))) stride (mul.i64 (int_to_int.i64 (const.i32 2)) (const.i64 50)), count
  // CHECK-SAME: get_via_temp} )
  b[0:n][:] = w[lo:n:2][:]:[k];
}

// Two PUTs along the pointer's dimension in one segment: nonblocking-put defers both (the
// check's value is the pointer, so the pass knows the target) and completes them once.
void put_rows(int k) {
  double src[2][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
  // NB-LABEL: func @put_rows(
  // NB: (stmt_expr.void {xmp.section_copy elem double dst #0 {{.*}}xmp_rt_co_rows_check{{.*}} nonblocking} )
  // NB-NEXT: (stmt_expr.void {xmp.section_copy elem double dst #0 {{.*}}xmp_rt_co_rows_check{{.*}} nonblocking} )
  // NB-NEXT: xmp.co_complete
  w[1:2][0:4]:[k] = src[0:2][:];
  w[4:2:2][0:4]:[k] = src[0:2][:];
}

int main(void) { return 0; }
