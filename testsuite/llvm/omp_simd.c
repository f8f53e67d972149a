// `omp simd` loops carry LLVM's vectorisation request as clang-22's do: vectorize.enable, and
// vectorize.width from simdlen (else safelen); aligned and linear are accepted on simd. At -O2
// the loops without restrict pointers are vectorised because of it.
// RUN: %xmpcc -fopenmp -O0 -S -emit-llvm -o - %s | FileCheck %s
// RUN: %xmpcc -fopenmp -O2 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=O2

void plain(float *a, float *b, int n) {
#pragma omp simd
  for (int i = 0; i < n; i++)
    a[i] += b[i];
}
// CHECK-LABEL: define {{.*}}@plain(
// CHECK: br label %{{.*}}, !llvm.loop ![[L1:[0-9]+]]
// O2-LABEL: define {{.*}}@plain(
// O2: <{{[0-9]+}} x float>

void width(float *a, float *b, int n) {
  int j = 0;
#pragma omp simd simdlen(8) safelen(16) aligned(a, b: 32) linear(j: 1)
  for (int i = 0; i < n; i++) {
    a[i] += b[j];
    j++;
  }
}
// CHECK-LABEL: define {{.*}}@width(
// CHECK: br label %{{.*}}, !llvm.loop ![[L2:[0-9]+]]

void safe(float *a, int n) {
#pragma omp parallel for simd safelen(4)
  for (int i = 4; i < n; i++)
    a[i] += a[i - 4];
}
// CHECK: define internal {{.*}}@.omp_outlined.safe
// CHECK: br label %{{.*}}, !llvm.loop ![[L3:[0-9]+]]

// CHECK: ![[L1]] = distinct !{![[L1]], ![[EN:[0-9]+]]}
// CHECK: ![[EN]] = !{!"llvm.loop.vectorize.enable", i1 true}
// CHECK: ![[L2]] = distinct !{![[L2]], ![[EN]], ![[W8:[0-9]+]]}
// CHECK: ![[W8]] = !{!"llvm.loop.vectorize.width", i32 8}
// CHECK: ![[L3]] = distinct !{![[L3]], ![[EN]], ![[W4:[0-9]+]]}
// CHECK: ![[W4]] = !{!"llvm.loop.vectorize.width", i32 4}
