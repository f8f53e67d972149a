// Floating-point loop reductions are reassociable (reference 6.3.1: the iterations of a `loop`
// run in any order; 6.3.5: the combination order is unspecified): every step of an update of
// the private accumulator carries `reassoc`, so that LLVM may vectorise the sum; the terms
// themselves, the cross-node combination, other float sums in the loop and plain C loops keep
// strict IEEE order.
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=VEC
// RUN: %xmpcc -O0 -emit-xir %s -o - | FileCheck %s --check-prefix=XIR
#include <xmp.h>
#pragma xmp nodes n[*]
#pragma xmp template t[1000]
#pragma xmp distribute t[block] onto n
float a[1000], b[1000];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
float s, m, plain;
double d, pr;

// XIR: local ".xmp.red.priv" : float reduction(+)
// XIR: local ".xmp.red.priv" : double reduction(+)
// XIR: local ".xmp.red.priv" : double reduction(*)
// XIR: local ".xmp.red.priv" : float reduction(max)

// CHECK-LABEL: define {{.*}}void @kinds(
void kinds(void) {
  float other = 0;
#pragma xmp loop (i) on t[i] reduction(+:s) reduction(-:d) reduction(*:pr) reduction(max:m)
  for (int i = 0; i < 1000; i++) {
    // A contracted multiply-add into the accumulator.
    // CHECK: [[S:%[0-9]+]] = load float, ptr %.xmp.red.priv,
    // CHECK-NEXT: [[SN:%[0-9]+]] = call reassoc float @llvm.fmuladd.f32(float %{{[0-9]+}}, float %{{[0-9]+}}, float [[S]])
    // CHECK-NEXT: store float [[SN]], ptr %.xmp.red.priv,
    s += a[i] * b[i];
    // `-`: the term a[i] + b[i] stays strict, the subtraction from the accumulator is flagged.
    // CHECK: %add = fadd float
    // CHECK: fsub reassoc double
    d -= a[i] + b[i];
    // `*`: the term's own multiply-add stays strict.
    // CHECK: call double @llvm.fmuladd.f64(
    // CHECK-NEXT: load double
    // CHECK-NEXT: fmul reassoc double
    pr *= 1.0 + a[i] * 1e-3;
    // max: a compare and select, nothing to flag.
    // CHECK: fcmp ogt float
    m = a[i] > m ? a[i] : m;
    // Not a reduction variable: strict.
    // CHECK-NOT: reassoc
    // CHECK: fadd float
    other += a[i] + b[i];
    b[i] = other;
  }
  // The write-back and the rewrite `s = s0 + partial` after the loop are strict too.
  // CHECK-NOT: reassoc
  // CHECK-LABEL: define {{.*}}void @serial(
  plain = other;
}

// A plain C loop: no reassociation, no vectorised float sum.
// CHECK-NOT: reassoc
// CHECK-LABEL: define {{.*}}void @dot(
// CHECK: fmuladd.f32
// VEC-LABEL: define {{.*}}void @serial(
// VEC-NOT: <4 x float>
// VEC: fadd float
// VEC-NOT: <4 x float>
// VEC-LABEL: define {{.*}}void @dot(
void serial(void) {
  for (int i = 0; i < 1000; i++) plain += 1.0f / (float)(i + 1);
}

// The dot product vectorises: a vector accumulator, reduced once after the loop.
// VEC: fmuladd.v4f32
// VEC: call reassoc float @llvm.vector.reduce.fadd.v4f32(
void dot(void) {
#pragma xmp loop (i) on t[i] reduction(+:s)
  for (int i = 0; i < 1000; i++) s += a[i] * b[i];
}
