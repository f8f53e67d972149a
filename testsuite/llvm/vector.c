// GNU vectors in the emitted IR: LLVM vector types and instructions as clang emits them, and
// clang's x86-64 signatures (16-byte vectors direct, 8-byte ones as double, 32-byte ones
// byval without AVX).
// RUN: %xmpcc -O1 -S -emit-llvm -o - %s | FileCheck %s

typedef float v4sf __attribute__((vector_size(16)));
typedef int v4si __attribute__((vector_size(16)));
typedef int v2si __attribute__((vector_size(8)));
typedef double v4df __attribute__((vector_size(32)));

v4sf add(v4sf a, v4sf b) { return a + b; }
// CHECK-LABEL: define {{.*}}<4 x float> @add(<4 x float> {{.*}}%0, <4 x float> {{.*}}%1)
// CHECK: fadd <4 x float>

v4sf scale(v4sf a, float s) { return a * s; }
// CHECK-LABEL: @scale(
// CHECK: insertelement <4 x float> {{.*}}, float %1, i{{32|64}} 0
// CHECK: shufflevector <4 x float> {{.*}}, <4 x i32> zeroinitializer
// CHECK: fmul <4 x float>

v4si less(v4sf a, v4sf b) { return a < b; }
// CHECK-LABEL: @less(
// CHECK: [[C:%.*]] = fcmp olt <4 x float> %0, %1
// CHECK: sext <4 x i1> [[C]] to <4 x i32>

v4si shr(v4si a) { return a >> 2; }
// CHECK-LABEL: @shr(
// CHECK: ashr <4 x i32> %0, splat (i32 2)

v2si pair(v2si a) { return a; }
// CHECK-LABEL: define {{.*}}double @pair(double

v4df wide(v4df a) { return a; }
// CHECK-LABEL: define {{.*}}<4 x double> @wide(ptr {{.*}}byval(<4 x double>) align 32

v4sf rev(v4sf a, v4sf b) { return __builtin_shufflevector(a, b, 3, 2, 5, -1); }
// CHECK-LABEL: @rev(
// CHECK: shufflevector <4 x float> %0, <4 x float> %1, <4 x i32> <i32 3, i32 2, i32 5, i32 poison>

v4si conv(v4sf a) { return __builtin_convertvector(a, v4si); }
// CHECK-LABEL: @conv(
// CHECK: fptosi <4 x float> %0 to <4 x i32>

float lane(v4sf a, v4sf b, int i) { return (a + b)[i]; }
// CHECK-LABEL: @lane(
// CHECK: extractelement <4 x float>

v4sf fma4(v4sf a, v4sf b, v4sf c) { return __builtin_elementwise_fma(a, b, c); }
// CHECK-LABEL: @fma4(
// CHECK: call <4 x float> @llvm.fma.v4f32(<4 x float> %0, <4 x float> %1, <4 x float> %2)

int radd(v4si a) { return __builtin_reduce_add(a); }
// CHECK-LABEL: @radd(
// CHECK: call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %0)
