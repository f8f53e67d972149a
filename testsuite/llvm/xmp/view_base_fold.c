// Localized element addressing (loop-localize at -O1 and up): the run-time offsets of each
// array view (global index to storage index, nonzero on every node but the first) are folded
// into the view's base once before the nest, which then points at global index 0 (outside
// the local block, so not inbounds), and each access is one element-typed GEP per dimension,
// the innermost index last, as clang emits for a C array. p[i][j][k + 1] and, one
// iteration later, p[i][j][k] are then the same GEP of the same row pointer: LLVM carries
// the loaded value into the next iteration (a phi of the load) instead of loading it again,
// as it does for the same loop in serial C. Element types whose LLVM size is not the C size
// (structures) step by a byte array of that size; x86_fp80 steps by its 16-byte allocation.
// The general path of an innermost axis (any step: the only path of a loop with step 2) keeps
// byte offsets from the runtime's local address: with a run-time step LLVM would step each
// row pointer of the folded form in a register of its own and spill them. Without
// loop-localize (-O0) nothing is folded: the runtime addresses each element.
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=O0
#include <xmp.h>
#pragma xmp nodes n(2, 1, 1)
#pragma xmp template t(0:63, 0:15, 0:31)
#pragma xmp distribute t(block, block, block) onto n
float p[32][16][64], q[32][16][64], a[32][16][64];
#pragma xmp align p[i][j][k] with t(k, j, i)
#pragma xmp align q[i][j][k] with t(k, j, i)
#pragma xmp align a[i][j][k] with t(k, j, i)
#pragma xmp shadow p[1][1][1]
static int imax = 32, jmax = 16, kmax = 64;

// The base of the first view: the runtime's local address moved by the folded offsets with
// plain (not inbounds) GEPs (the strides are constants here, n(2, 1, 1) being a static
// `block` distribution, so LLVM folds the outer terms to byte offsets).
// CHECK-LABEL: define {{.*}}@sweep(
// CHECK: [[L:%[0-9]+]] = {{(tail )?}}call ptr @xmp_rt_array_laddr(
// CHECK: = getelementptr {{i8|float}}, ptr [[L]], i64 %{{[0-9]+}}
// The unit-stride innermost loop: p[i][j][k] of the first iteration is loaded before it,
// then each iteration's p[i][j][k + 1] load is the next one's p[i][j][k].
// CHECK: [[FIRST:%[0-9]+]] = load float, ptr %{{[0-9]+}}, align 4, !tbaa !{{[0-9]+}}, !alias.scope [[P:![0-9]+]]
// CHECK: phi float [ [[FIRST]], %{{[0-9]+}} ], [ [[NEXT:%[0-9]+]], %{{[0-9]+}} ]
// CHECK: [[ROW:%[0-9]+]] = getelementptr float, ptr %{{[0-9]+}}, i64 %{{[0-9]+}}
// CHECK-NEXT: load float, ptr [[ROW]], align 4, !tbaa !{{[0-9]+}}, !alias.scope [[A:![0-9]+]]
// CHECK: [[NEXT]] = load float, ptr %{{[0-9]+}}, align 4, !tbaa !{{[0-9]+}}, !alias.scope [[P]]
// CHECK: store float
// CHECK-LABEL: define {{.*}}@strided(
// CHECK-NOT: getelementptr float
// CHECK: load float, ptr %{{[0-9]+}}, align 4, !tbaa !{{[0-9]+}}, !alias.scope [[P]]
// CHECK-NOT: getelementptr float
// CHECK: ret float
// CHECK-LABEL: define {{.*}}@structs(
// CHECK: getelementptr [12 x i8], ptr
// CHECK: getelementptr x86_fp80, ptr
// CHECK: store float 1.000000e+00
// CHECK: store x86_fp80
// O0-NOT: xmp_rt_array_laddr
// O0-NOT: getelementptr float
float sweep(void) {
  float s = 0;
#pragma xmp loop (k, j, i) on t(k, j, i)
  for (int i = 1; i < imax - 1; i++)
    for (int j = 1; j < jmax - 1; j++)
      for (int k = 1; k < kmax - 1; k++) {
        float d = a[i][j][k] * (p[i][j][k - 1] + p[i][j][k + 1]) - p[i][j][k] +
                  p[i + 1][j][k] + p[i - 1][j][k] + p[i][j + 1][k] + p[i][j - 1][k];
        s += d * d;
        q[i][j][k] = d;
      }
#pragma xmp reduction (+:s)
  return s;
}

float strided(void) {
  float s = 0;
#pragma xmp loop (k, j, i) on t(k, j, i)
  for (int i = 1; i < imax - 1; i++)
    for (int j = 1; j < jmax - 1; j++)
      for (int k = 1; k < kmax - 1; k += 2) {
        float d = p[i][j][k - 1] + p[i][j][k + 1] - p[i][j][k];
        s += d * d;
        q[i][j][k] = d;
      }
#pragma xmp reduction (+:s)
  return s;
}

struct cell {
  float a, b, c;
};
struct cell cs[64];
long double ld[64];
#pragma xmp nodes m[2]
#pragma xmp template u[64]
#pragma xmp distribute u[block] onto m
#pragma xmp align cs[i] with u[i]
#pragma xmp align ld[i] with u[i]

void structs(void) {
#pragma xmp loop on u[i]
  for (int i = 0; i < 64; i++) {
    cs[i].b = 1.0f;
    ld[i] = 2.0L;
  }
}
