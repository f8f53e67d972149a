// Bounds of the inner axes of an XMP loop nest that read none of the nest's loop variables are
// evaluated once before the nest (reference 6.3.2), also when they load plain (non-const)
// file-scope variables, the usual style of real codes (`static int imax`): the runtime's chunk
// plan of those axes is computed once, not for every row. A bound that reads an outer loop
// variable (a triangular nest) keeps its per-row plan.
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s
#include <xmp.h>
#pragma xmp nodes n(1, 1, *)
#pragma xmp template t(0:63, 0:63, 0:63)
#pragma xmp distribute t(block, block, block) onto n
float p[64][64][64];
#pragma xmp align p[k][j][i] with t(i, j, k)
static int imax, jmax, kmax;

void set_bounds(int i, int j, int k) {
  imax = i;
  jmax = j;
  kmax = k;
}

// The plans of template dimensions 1 and 2 (axes j and k) come before the outer axis's plan,
// and no plan is computed inside the nest.
// CHECK-LABEL: define {{.*}}@sweep(
// CHECK: call i64 @xmp_rt_loop_chunks(ptr {{.*}}, i32 1,
// CHECK: call i64 @xmp_rt_loop_chunks(ptr {{.*}}, i32 2,
// CHECK: call i64 @xmp_rt_loop_chunks(ptr {{.*}}, i32 0,
// CHECK-NOT: @xmp_rt_loop_chunks(
// CHECK-LABEL: define {{.*}}@triangular(
void sweep(void) {
#pragma xmp loop (k, j, i) on t(k, j, i)
  for (int i = 1; i < imax - 1; i++)
    for (int j = 1; j < jmax - 1; j++)
      for (int k = 1; k < kmax - 1; k++) p[i][j][k] += 1.0f;
}

// Reject: the j axis's upper bound reads i, so its plan is computed per row (after the outer
// axis's); the k axis's bound is still hoisted.
// CHECK: call i64 @xmp_rt_loop_chunks(ptr {{.*}}, i32 2,
// CHECK: call i64 @xmp_rt_loop_chunks(ptr {{.*}}, i32 0,
// CHECK: call i64 @xmp_rt_loop_chunks(ptr {{.*}}, i32 1,
void triangular(void) {
#pragma xmp loop (k, j, i) on t(k, j, i)
  for (int i = 1; i < imax - 1; i++)
    for (int j = 1; j < i; j++)
      for (int k = 1; k < kmax - 1; k++) p[i][j][k] += 1.0f;
}
