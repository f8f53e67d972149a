// In a hybrid loop (`omp parallel for` + `xmp loop`), each thread's copy of a floating-point
// XMP reduction accumulator is updated with `reassoc`, as the node's accumulator is in a plain
// XMP loop, so that the outlined region vectorises the sum like the flat build does.
// RUN: %xmpcc -fopenmp -O0 -S -emit-llvm -o - %s | FileCheck %s
// RUN: %xmpcc -fopenmp -O2 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=VEC
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=FLAT
#pragma xmp nodes n[*]
#pragma xmp template t[4096]
#pragma xmp distribute t[block] onto n
float a[4096], b[4096];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]

float dot(void) {
  float s = 0;
#pragma xmp loop (i) on t[i] reduction(+:s)
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < 4096; i++)
    s += a[i] * b[i];
  return s;
}
// The thread's copy lives in the outlined region; its update is flagged.
// CHECK-LABEL: define internal void @.omp_outlined.dot.0(
// CHECK: call reassoc float @llvm.fmuladd.f32(
// VEC-LABEL: define internal void @.omp_outlined.dot.0(
// VEC: call reassoc <4 x float> @llvm.fmuladd.v4f32(
// VEC: call reassoc float @llvm.vector.reduce.fadd.v4f32(
// FLAT-LABEL: define {{.*}}float @dot(
// FLAT: call reassoc <4 x float> @llvm.fmuladd.v4f32(
