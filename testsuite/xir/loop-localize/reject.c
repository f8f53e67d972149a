// What loop-localize leaves alone: arrays with a cyclic dimension keep the checked
// global_elem addressing inside a localized loop, and accesses outside loops stay global.
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s
// RUN: %xmpcc -O2 -stats -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
#pragma xmp nodes p[*]
#pragma xmp template t[64]
#pragma xmp template tc[64]
#pragma xmp distribute t[block] onto p
#pragma xmp distribute tc[cyclic(4)] onto p
int b[64], c[64];
#pragma xmp align b[i] with t[i]
#pragma xmp align c[i] with tc[i]
int main(void) {
#pragma xmp loop on tc[i]
  for (int i = 0; i < 64; i++) c[i] = i;
  b[0] = 1;
  return 0;
}
// CHECK-LABEL: func @main
// CHECK: xmp.local_loop on tc (%0 = (const.i32 0) to (const.i32 63) step 1 at t0 + 0) {
// CHECK-NEXT: (assign.i32 (global_elem.i32 #1 [(int_to_int.i64 (load (local %0 i)))]) (load (local %0 i)))
// CHECK: (assign.i32 (global_elem.i32 #0 [(int_to_int.i64 (const.i32 0))]) (const.i32 1))
// STATS: 1 loop-localize - Number of XMP loops localized
// STATS-NOT: accesses localized
