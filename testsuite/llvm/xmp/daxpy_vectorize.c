// loop-localize + the unit-stride version of the innermost chunk loop: daxpy over a
// block-distributed array is vectorised at -O2.
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s
// The -O0 baseline keeps the ownership test per iteration and no vector code.
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=O0
#include <xmp.h>
#define N 1000
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double x[N], y[N];
#pragma xmp align x[i] with t[i]
#pragma xmp align y[i] with t[i]

void daxpy(double a) {
  int i;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++)
    y[i] = a * x[i] + y[i];
}
// CHECK-LABEL: define {{.*}}@daxpy(
// CHECK: call {{.*}}@xmp_rt_loop_chunk(
// CHECK: {{fmul <[24] x double>|fadd <[24] x double>|llvm.fmuladd.v[24]f64}}
// CHECK-LABEL: define {{.*}}@main(
// O0-LABEL: define {{.*}}@daxpy(
// O0: call {{.*}}@xmp_rt_template_owns(
// O0-NOT: x double>
// O0-LABEL: define {{.*}}@main(

int main(void) {
  daxpy(2.0);
  return 0;
}
