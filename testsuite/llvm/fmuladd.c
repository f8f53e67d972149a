// a*b+c in one expression is contracted to llvm.fmuladd, as clang does by default
// (-ffp-contract=on); a product and a sum in separate statements are not.
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s

double fma_double(double a, double b, double c) { return a * b + c; }
// CHECK-LABEL: @fma_double(
// CHECK: call {{.*}}double @llvm.fmuladd.f64(

float fma_float(float a, float b, float c) { return c - a * b; }
// CHECK-LABEL: @fma_float(
// CHECK: call {{.*}}float @llvm.fmuladd.f32(

double separate(double a, double b, double c) {
  double t = a * b;
  return t + c;
}
// CHECK-LABEL: @separate(
// CHECK-NOT: fmuladd
// CHECK: fmul double
// CHECK: fadd double
// CHECK: ret double
