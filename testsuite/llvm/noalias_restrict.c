// restrict-qualified pointer parameters become noalias arguments, which lets -O2 forward the
// first store past the second.
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s

int forward(int *restrict a, int *restrict b) {
  *a = 1;
  *b = 2;
  return *a;
}
// CHECK-LABEL: define {{.*}}@forward(
// CHECK-SAME: ptr noalias
// CHECK-SAME: ptr noalias
// CHECK: ret i32 1

void scale(int n, float *restrict out, const float *restrict in) {
  for (int i = 0; i < n; i++) out[i] = in[i] * 3.0f;
}
// CHECK-LABEL: define {{.*}}@scale(
// CHECK-SAME: i32 {{.*}}, ptr noalias {{.*}}, ptr noalias

int no_restrict(int *a, int *b) {
  *a = 1;
  *b = 2;
  return *a;
}
// Without restrict the two pointers may alias: the load stays.
// CHECK-LABEL: define {{.*}}@no_restrict(
// CHECK-NOT: noalias
// CHECK: load i32
