// loop-localize addressing of a 3-D stencil with a loop reduction, as Himeno's jacobi (the
// assembly checks are x86-64's, the only target): at -O2 the rows p[i±1][j][k],
// p[i][j±1][k] differ by constant byte offsets from one base (the strides of the dimensions allocated whole on every node are compile-time constants, and
// the loop variables are no-wrap inductions, so sext(j + 1) folds to sext(j) + 1), and the
// reduction variable is accumulated in a register: the global `s` is read before the nest
// and written back once after it, never inside it.
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s
// RUN: %xmpcc -O2 -S -o - %s | FileCheck %s --check-prefix=ASM
// RUN: %xmpcc -O2 -S -o - %s | FileCheck %s --check-prefix=ASMV
#include <xmp.h>
#pragma xmp nodes n[*]
#pragma xmp template t[32][16][64]
#pragma xmp distribute t[block][*][*] onto n
float p[32][16][64], q[32][16][64];
#pragma xmp align p[i][j][k] with t[i][j][k]
#pragma xmp align q[i][j][k] with t[i][j][k]
#pragma xmp shadow p[1][0][0]
float s;

void sweep(void) {
#pragma xmp loop (i, j, k) on t[i][j][k] reduction(+:s)
  for (int i = 1; i < 31; i++)
    for (int j = 1; j < 15; j++)
      for (int k = 1; k < 63; k++) {
        float d = p[i + 1][j][k] + p[i - 1][j][k] + p[i][j + 1][k] + p[i][j - 1][k] +
                  p[i][j][k + 1] + p[i][j][k - 1] - 6.0f * p[i][j][k];
        s += d * d;
        q[i][j][k] = d;
      }
}
// The saved value and the identity, then nothing touches `s` until the write-back.
// CHECK-LABEL: define {{.*}}@sweep(
// CHECK: load float, ptr @s
// CHECK-NEXT: store float 0.000000e+00, ptr @s
// CHECK-NOT: ptr @s
// Constant strides: 16 * 64 elements for i, 64 for j (no runtime stride loads).
// CHECK: shl nsw i64 %{{[0-9]+}}, 10
// CHECK-NOT: ptr @s
// CHECK: shl nsw i64 %{{[0-9]+}}, 6
// CHECK-NOT: ptr @s
// The reduction is reassociable (reduction_reassoc.c), so the innermost loop vectorises with
// a vector accumulator, reduced once per row.
// CHECK: phi <4 x float>
// CHECK-NOT: ptr @s
// CHECK: call reassoc <4 x float> @llvm.fmuladd.v4f32(<4 x float> [[D:%[0-9]+]], <4 x float> [[D]], <4 x float> %{{[0-9]+}})
// CHECK-NOT: ptr @s
// CHECK: call reassoc float @llvm.vector.reduce.fadd.v4f32(
// CHECK-NOT: ptr @s
// CHECK: call reassoc float @llvm.fmuladd.f32(float [[E:%[0-9]+]], float [[E]], float %{{[0-9]+}})
// CHECK-NOT: ptr @s
// CHECK: store float %{{[0-9]+}}, ptr @s
// CHECK-NOT: ptr @s
// CHECK: call void @xmp_rt_reduce(ptr {{.*}}, ptr nonnull @s,
// CHECK-LABEL: define {{.*}}@main(

// The unit-stride innermost loop, in its scalar remainder (ASM) and its 4-lane body (ASMV; the
// two are checked separately, their order in the output varies): the neighbours are one base
// and index register with constant displacements (rows 8192 = 2 * 16 * 64 * 4 bytes apart in
// i), p[i][j][k + 1] is kept in a register as the next iteration's p[i][j][k] (the vector body
// shuffles it from the previous vector), and the sum stays in an xmm register.
// ASM-LABEL: sweep:
// ASM: movss 8192(%[[B:r[a-z0-9]+]],%[[I:r[a-z0-9]+]],4), %xmm[[S:[0-9]+]]
// ASM-NEXT: addss (%[[B]],%[[I]],4), %xmm[[S]]
// ASM-NEXT: addss {{-?[0-9]+}}(%[[B]],%[[I]],4), %xmm[[S]]
// ASM-NEXT: addss {{-?[0-9]+}}(%[[B]],%[[I]],4), %xmm[[S]]
// ASM-NEXT: movss {{-?[0-9]+}}(%[[B]],%[[I]],4), %xmm[[N:[0-9]+]]
// ASM-NEXT: addss %xmm[[N]], %xmm[[S]]
// ASM-NEXT: addss {{-?[0-9]+}}(%[[B]],%[[I]],4), %xmm[[S]]
// ASM-NOT: {{s@|rsp}}
// ASM: movaps %xmm[[N]], %xmm
// ASM-NOT: {{s@|rsp}}
// ASM: jne .LBB

int main(void) {
  sweep();
  return 0;
}
// ASMV-LABEL: sweep:
// ASMV: movups {{-?[0-9]+}}(%[[VB:r[a-z0-9]+]],%[[VI:r[a-z0-9]+]],4), %xmm{{[0-9]+}}
// ASMV-NEXT: movups {{-?[0-9]+}}(%[[VB]],%[[VI]],4), %xmm{{[0-9]+}}
// ASMV-NEXT: movups {{-?[0-9]+}}(%[[VB]],%[[VI]],4), %xmm{{[0-9]+}}
// ASMV-NEXT: addps
// ASMV-NOT: {{s@|rsp}}
// ASMV: shufps
// ASMV-NOT: {{s@|rsp}}
// ASMV: mulps
// ASMV-NOT: {{s@|rsp}}
// ASMV: jne .LBB
