// XIR of `loop` constructs: canonical for nests (descending with a non-unit step, `<` and
// `<=`, index order different from the nest order), references to aligned arrays as
// global_elem, and reductions after the loop over the executing nodes (non-owners keep theirs).
// RUN: %xmpcc -emit-xir %s -o - | FileCheck %s
#pragma xmp nodes p[4]
#pragma xmp template t(0:10)
#pragma xmp distribute t(block) onto p
#pragma xmp template t2[8][6]
#pragma xmp nodes g[2][2]
#pragma xmp distribute t2[block][cyclic] onto g
#pragma xmp template t1[10]
#pragma xmp distribute t1[block] onto p
double a[10];
#pragma xmp align a[i] with t1[i]
int b[8][6];
#pragma xmp align b[i][j] with t2[i][j]
// CHECK-LABEL: func @main
// CHECK: decl %2 i
// The value before the loop is saved and the variable starts from the identity; after the
// combining reduction the saved value is applied once, on the nodes that ran an iteration
// (`.xmp.red.part`, set by the body); the others keep their value (reference 6.3.5).
// CHECK-NEXT: decl %3 .xmp.red.part = (const.i32 0)
// CHECK-NEXT: decl %4 .xmp.red.s0 = (load (local %0 s))
// CHECK-NEXT: (assign.f64 (local %0 s) (int_to_float.f64 (const.i32 0)))
// The body accumulates into a private copy (a register after mem2reg), written back before
// the combining reduction.
// CHECK-NEXT: decl %5 .xmp.red.priv = (load (local %0 s))
// CHECK-NEXT: xmp.loop on t1 (%2 = (const.i32 9) to (const.i32 0) step -2 at t0 + 0) {
// CHECK-NEXT: (assign.i32 (local %3 .xmp.red.part) (const.i32 1))
// CHECK-NEXT: (assign.f64 (global_elem.f64 #0 [(int_to_int.i64 (load (local %2 i)))]) (int_to_float.f64 (load (local %2 i))))
// CHECK-NEXT: (add_assign.f64 (local %5 .xmp.red.priv) (load (global_elem.f64 #0 [(int_to_int.i64 (load (local %2 i)))])))
// CHECK-NEXT: }
// CHECK-NEXT: (assign.f64 (local %0 s) (load (local %5 .xmp.red.priv)))
// CHECK-NEXT: xmp.reduction + ((local %0 s)) on *
// CHECK-NEXT: (assign.f64 (local %0 s) (cond.f64 (ne.i32 (load (local %3 .xmp.red.part)) (const.i32 0)) (add.f64 (load (local %4 .xmp.red.s0)) (load (local %0 s))) (load (local %4 .xmp.red.s0))))
// CHECK: (assign.i32 (local %1 m) (const.i32 -2147483648))
// CHECK-NEXT: decl %10 .xmp.red.priv = (load (local %1 m))
// CHECK-NEXT: xmp.loop on t2 (%6 = (const.i32 0) to (const.i32 7) step 1 at t0 + 0) (%7 = (const.i32 1) to (const.i32 5) step 1 at t1 + 0) {
// CHECK-NEXT: (assign.i32 (local %8 .xmp.red.part) (const.i32 1))
// CHECK-NEXT: (assign.i32 (global_elem.i32 #1 [(int_to_int.i64 (load (local %6 i))), (int_to_int.i64 (load (local %7 j)))])
// CHECK: (assign.i32 (local %1 m) (load (local %10 .xmp.red.priv)))
// CHECK-NEXT: xmp.reduction max ((local %1 m)) on *
// CHECK-NEXT: (assign.i32 (local %1 m) (cond.i32 (ne.i32 (load (local %8 .xmp.red.part)) (const.i32 0)) (cond.i32 (gt.i32 (load (local %9 .xmp.red.s0)) (load (local %1 m))) (load (local %9 .xmp.red.s0)) (load (local %1 m))) (load (local %9 .xmp.red.s0))))
// CHECK: xmp.loop on t (%11 = (load (local %11 k)) to (sub.i32 (load (local %12 n)) (const.i32 1)) step 3 at t0 + -1) {
int main(void) {
  double s = 0; int m = 0;
#pragma xmp loop on t1[i] reduction(+:s)
  for (int i = 9; i >= 0; i -= 2) { a[i] = i; s += a[i]; }
  int i, j;
#pragma xmp loop (j, i) on t2[i][j] reduction(max:m)
  for (i = 0; i < 8; i++)
    for (j = 1; j <= 5; j++) { b[i][j] = i + j; if (b[i][j] > m) m = b[i][j]; }
  int k = 1, n = 8;
#pragma xmp loop on t(k - 1)
  for (k = k; k < n; k += 3) ;
  return 0;
}
