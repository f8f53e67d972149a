// With restrict and TBAA, the -O2 pipeline (loop vectoriser) turns these loops into vector code.
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s

void saxpy(int n, float a, float *restrict y, const float *restrict x) {
  for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}
// CHECK-LABEL: define {{.*}}@saxpy(
// CHECK: <{{[0-9]+}} x float>
// CHECK: llvm.fmuladd.v{{[0-9]+}}f32

void add_int(int n, int *restrict c, const int *restrict a, const int *restrict b) {
  for (int i = 0; i < n; i++) c[i] = a[i] + b[i];
}
// CHECK-LABEL: define {{.*}}@add_int(
// CHECK: add {{.*}}<{{[0-9]+}} x i32>

double dot(int n, const double *x, const double *y) {
  double s = 0;
  for (int i = 0; i < n; i++) s += x[i] * y[i];
  return s;
}
// Reductions over doubles are not reassociated without -ffast-math: scalar is fine.
// CHECK-LABEL: define {{.*}}@dot(
// CHECK: ret double
