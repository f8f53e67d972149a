// loop-localize on block-distributed arrays: the ParLoop becomes a LocalLoop with one view
// per array (base, offsets, strides in hidden locals), and every global_elem of those arrays
// becomes a local_elem of (index + offset). -O0 keeps the naive form; -stats counts.
// RUN: %xmpcc -O0 -emit-xir %s -o - | FileCheck %s --check-prefix=BEFORE
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s --check-prefix=AFTER
// RUN: %xmpcc -O0 -passes=loop-localize -print-after=loop-localize -emit-xir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: %xmpcc -O2 -disable-pass=loop-localize -emit-xir %s -o - | FileCheck %s --check-prefix=BEFORE
// RUN: %xmpcc -O2 -stats -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
#pragma xmp nodes p[*]
#pragma xmp template t[100]
#pragma xmp distribute t[block] onto p
double x[100], y[100];
#pragma xmp align x[i] with t[i]
#pragma xmp align y[i] with t[i]
void daxpy(double a) {
#pragma xmp loop on t[i]
  for (int i = 0; i < 100; i++) y[i] += a * x[i];
}
int main(void) {
  daxpy(2.0);
  return 0;
}
// BEFORE-LABEL: func @daxpy
// BEFORE: xmp.loop on t (%1 = (const.i32 0) to (const.i32 99) step 1 at t0 + 0) {
// BEFORE-NEXT: (add_assign.f64 (global_elem.f64 #1 [(int_to_int.i64 (load (local %1 i)))]) (mul.f64 (load (local %0 a)) (load (global_elem.f64 #0 [(int_to_int.i64 (load (local %1 i)))]))))
// BEFORE-NOT: local_elem
// AFTER-LABEL: func @daxpy
// AFTER: %2 local ".xmp.base.y" : void *
// AFTER: xmp.local_loop on t view #1 base %2 offs [%3] strides [%4] view #0 base %5 offs [%6] strides [%7] (%1 = (const.i32 0) to (const.i32 99) step 1 at t0 + 0) {
// AFTER-NEXT: (add_assign.f64 (local_elem.f64 #1 base %2 strides [%4] [(add.i64 (int_to_int.i64 (load (local %1 i))) (load (local %3 .xmp.off.y.0)))]) (mul.f64 (load (local %0 a)) (load (local_elem.f64 #0 base %5 strides [%7] [(add.i64 (int_to_int.i64 (load (local %1 i))) (load (local %6 .xmp.off.x.0)))]))))
// AFTER-NOT: global_elem
// STATS: Statistics Collected
// STATS:    1 loop-localize - Number of XMP loops localized
// STATS:    2 loop-localize - Number of global array accesses localized
