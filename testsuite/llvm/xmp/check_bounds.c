// -fxmp-check: a unit asks the runtime for the checking mode from a constructor, and the
// accesses of a localized loop are bounds-checked: those affine in the loop variables once
// before the nest (xmp_rt_loop_range per axis), choosing between a copy of the nest without
// their checks, vectorised as without -fxmp-check, and a copy that checks each access
// (xmp_rt_array_nonlocal, no return, on the cold path). An indirect index is checked at each
// access in both copies. Without the flag only the accesses whose subscripts read memory
// (`a[ix[i]]`, also through a local set from such a value) are checked, one by one, as the
// naive -O0 addressing checks every access: the stencils (also with an inner loop over an
// undistributed dimension, as Himeno's) have no check and vectorise.
// RUN: %xmpcc -O2 -fxmp-check -S -emit-llvm -o - %s | FileCheck %s
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=OFF
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[1024]
#pragma xmp distribute t[block] onto p
double a[1024], b[1024];
int ix[1024];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp shadow a[1]

// CHECK: @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @.xmp.check.request, ptr null }]
// CHECK-LABEL: define {{.*}}@stencil(
// CHECK: call i64 @xmp_rt_loop_range(
// CHECK: fadd <{{[0-9]+}} x double>
// CHECK: call void @xmp_rt_array_nonlocal(
// CHECK-NEXT: unreachable
// CHECK-LABEL: define {{.*}}@gathered(
// CHECK: call void @xmp_rt_array_nonlocal(
// CHECK-LABEL: define internal void @.xmp.check.request()
// CHECK-NEXT: call void @xmp_rt_check_request()
// OFF-NOT: xmp_rt_check_request
// OFF-NOT: xmp_rt_loop_range
// OFF-LABEL: define {{.*}}@stencil(
// OFF-NOT: xmp_rt_array_nonlocal
// OFF: fadd <{{[0-9]+}} x double>
// OFF-NOT: xmp_rt_array_nonlocal
// OFF-LABEL: define {{.*}}@gathered(
// OFF: call void @xmp_rt_array_nonlocal(
// OFF-NEXT: unreachable
// OFF-LABEL: define {{.*}}@rows(
// OFF-NOT: xmp_rt_array_nonlocal
// OFF: fadd <{{[0-9]+}} x double>
// OFF-NOT: xmp_rt_array_nonlocal
// OFF-LABEL: define {{.*}}@csr(
// OFF: call void @xmp_rt_array_nonlocal(
// OFF-NEXT: unreachable
// OFF-NOT: xmp_rt_loop_range
void stencil(void) {
#pragma xmp loop on t[i]
  for (int i = 1; i < 1023; i++)
    b[i] = a[i - 1] + a[i + 1];
}

void gathered(void) {
#pragma xmp loop on t[i]
  for (int i = 0; i < 1024; i++)
    b[i] = a[ix[i]];
}

#pragma xmp template t2[256][64]
#pragma xmp distribute t2[block][*] onto p
double u[256][64], v[256][64];
#pragma xmp align u[i][*] with t2[i][*]
#pragma xmp align v[i][*] with t2[i][*]
#pragma xmp shadow u[1][0]

void rows(void) {
#pragma xmp loop (i) on t2[i][*]
  for (int i = 1; i < 255; i++)
    for (int k = 1; k < 63; k++)
      v[i][k] = u[i - 1][k] + u[i + 1][k] + u[i][k - 1] + u[i][k + 1];
}

int rowstr[1025], colidx[4096];
double val[4096];

void csr(void) {
#pragma xmp loop on t[j]
  for (int j = 0; j < 1024; j++) {
    double s = 0.0;
    for (int k = rowstr[j]; k < rowstr[j + 1]; k++) {
      int c = colidx[k];
      s += val[k] * a[c];
    }
    b[j] = s;
  }
}
