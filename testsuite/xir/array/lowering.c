// Lowering of array assignment statements (reference 2.2, 2.3, 6.4): an element-wise right
// side becomes a loop nest over hidden `long` variables around the scalar element statement,
// scalar parts are evaluated once before it, an overlapping left array goes through a VLA
// temporary (two nests), non-constant lengths get a run-time shape check (a zero-byte
// section copy), frexp's int section is passed by address, and `array on t[...]` becomes
// the xmp.loop of the equivalent `loop`, with global element references; a coindexed section
// on the right is fetched into a temporary first.
// RUN: %xmpcc -O0 -emit-xir %s -o - | FileCheck %s
#include <math.h>
#pragma xmp nodes p[*]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
double a[16], b[16];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
double x[16], y[16];
int e[16];
double g(void);

void direct(double s) {
  // CHECK-LABEL: func @direct(
  // CHECK: (stmt_expr.void {decl %[[K:[0-9]+]] .aa[[K]]; decl %[[S:[0-9]+]] .aa[[S]] = (call.f64 (func_to_ptr.ptr (func @g))); for ((assign.i64 (local %[[K]] .aa[[K]]) (const.i64 0)); (lt.i64 (load (local %[[K]] .aa[[K]])) (const.i64 8)); (assign.i64 (local %[[K]] .aa[[K]]) (add.i64 (load (local %[[K]] .aa[[K]])) (const.i64 1)))) { (assign.f64 (deref.f64 (ptradd (array_to_ptr.ptr (global @x)) (add.i64 (load (local %[[K]] .aa[[K]])) (const.i64 2)))) (add.f64 (mul.f64 (load (deref.f64 (ptradd (array_to_ptr.ptr (global @y)) (load (local %[[K]] .aa[[K]]))))) (const.f64 0.5)) (load (local %[[S]] .aa[[S]])))) }} )
  x[2:8] = y[0:8] * 0.5 + g();
}

void same(void) {
  // the same elements on both sides: one direct nest, no temporary
  // CHECK-LABEL: func @same(
  // CHECK-NOT: .aa.n
  // CHECK: (assign.f64 (deref.f64 (ptradd (array_to_ptr.ptr (global @x)) (add.i64 (load (local %[[K:[0-9]+]] .aa[[K]])) (const.i64 1)))) (mul.f64 (load (deref.f64 (ptradd (array_to_ptr.ptr (global @x)) (add.i64 (load (local %[[K]] .aa[[K]])) (const.i64 1))))) (int_to_float.f64 (const.i32 2))))
  // CHECK-SAME: }} )
  x[1:9] = x[1:9] * 2;
}

void overlap(void) {
  // a reversal reads elements the nest has already stored in either order: a temporary
  // CHECK-LABEL: func @overlap(
  // CHECK: %[[N:[0-9]+]] local ".aa.n" : unsigned long
  // CHECK-NEXT: %[[T:[0-9]+]] local ".aa[[T]]" : double[%[[N]]]
  // CHECK: decl %[[N]] .aa.n = (int_to_int.u64 (const.i64 16)); decl %[[T]] .aa[[T]]; for {{.*}} { (assign.f64 (deref.f64 (ptradd ({{[a-z_.]+}} (local %[[T]] .aa[[T]])) {{.*}} (add.f64 (load (deref.f64 (ptradd (array_to_ptr.ptr (global @x)) (sub.i64 (const.i64 15) (load {{.*}})))) {{.*}} }; for {{.*}} { (assign.f64 (deref.f64 (ptradd (array_to_ptr.ptr (global @x)) (load {{.*}}))) (load (deref.f64 (ptradd ({{[a-z_.]+}} (local %[[T]] .aa[[T]]))
  x[:] = x[15:16:-1] + 1;
}

void shift(void) {
  // a shift to higher indices runs backward, one to lower indices forward: no temporary
  // CHECK-LABEL: func @shift(
  // CHECK-NOT: .aa.n
  // CHECK: for ((assign.i64 (local %[[K:[0-9]+]] .aa[[K]]) (const.i64 8)); (ge.i64 (load (local %[[K]] .aa[[K]])) (const.i64 0)); (assign.i64 (local %[[K]] .aa[[K]]) (sub.i64 (load (local %[[K]] .aa[[K]])) (const.i64 1))))
  x[1:9] = x[0:9] + 1;
  // CHECK: for ((assign.i64 (local %[[K:[0-9]+]] .aa[[K]]) (const.i64 0)); (lt.i64 (load (local %[[K]] .aa[[K]])) (const.i64 9));
  x[0:9] = x[1:9] + x[0:9];
}

void dynamic(int n, int lo) {
  // CHECK-LABEL: func @dynamic(
  // CHECK: xmp.section_copy elem char dst local base (addr (local %[[C:[0-9]+]] .aa.chk)) [count (load (local %[[L:[0-9]+]] .aa[[L]])) stride (const.i64 0)] src local base (addr (local %[[C]] .aa.chk)) [count (load (local %[[R:[0-9]+]] .aa[[R]])) stride (const.i64 0)]; for {{.*}} (lt.i64 (load (local %{{[0-9]+}} .aa{{[0-9]+}})) (load (local %[[L]] .aa[[L]])))
  x[lo:n] = y[0:n] * 2;
}

void elemental(void) {
  // CHECK-LABEL: func @elemental(
  // CHECK: (call.f64 (func_to_ptr.ptr (func @frexp)) (load (deref.f64 (ptradd (array_to_ptr.ptr (global @y)) (load (local %[[K:[0-9]+]] .aa[[K]]))))) (ptradd (array_to_ptr.ptr (global @e)) (load (local %[[K]] .aa[[K]]))))
  x[:] = frexp(y[:], e[:]);
}

void directive(void) {
  // CHECK-LABEL: func @directive(
  // CHECK: decl %[[I:[0-9]+]] .aa[[I]]
  // CHECK-NEXT: xmp.loop on t (%[[I]] = (const.i64 4) to (const.i64 11) step 1 at t0 + 0) {
  // CHECK-NEXT: (assign.f64 (global_elem.f64 #0 [(load (local %[[I]] .aa[[I]]))]) (add.f64 (call.f64 (func_to_ptr.ptr (func @sqrt)) (load (global_elem.f64 #1 [(load (local %[[I]] .aa[[I]]))]))) (load (deref.f64 (ptradd (array_to_ptr.ptr (global @x)) (sub.i64 (load (local %[[I]] .aa[[I]])) (const.i64 4)))))))
#pragma xmp array on t[4:8]
  a[4:8] = sqrt(b[4:8]) + x[0:8];
}

void directive_step(int n) {
  // a template step 2 and a run-time length: k = (i - base) / 2
  // CHECK-LABEL: func @directive_step(
  // CHECK: xmp.loop on t (%[[I:[0-9]+]] = (const.i64 1) to (add.i64 (const.i64 1) (mul.i64 (sub.i64 (load (local %[[L:[0-9]+]] .aa[[L]])) (const.i64 1)) (const.i64 2))) step 2 at t0 + 0) {
  // CHECK-NEXT: (assign.f64 (global_elem.f64 #0 [(add.i64 (const.i64 1) (mul.i64 (div.i64 (sub.i64 (load (local %[[I]] .aa[[I]])) (const.i64 1)) (const.i64 2)) (const.i64 2)))]) (const.f64 1.0))
#pragma xmp array on t[1:n:2]
  a[1:n:2] = 1.0;
}

double cb[16]:[*];

void coindexed(int k) {
  // a coindexed section on the right: one GET into a temporary before the nest
  // CHECK-LABEL: func @coindexed(
  // CHECK: xmp.section_copy elem double dst local base (array_to_ptr.ptr (local %[[T:[0-9]+]] .aa[[T]])) [count (const.i64 8) stride (const.i64 1)] src #0 image (load (local %0 k)) {{.*}}; for {{.*}} (add.f64 (load (deref.f64 (ptradd (array_to_ptr.ptr (global @x)) {{.*}} (load (deref.f64 (ptradd (array_to_ptr.ptr (local %[[T]] .aa[[T]]))
  x[0:8] = x[8:8] + cb[0:8:2]:[k];
}
