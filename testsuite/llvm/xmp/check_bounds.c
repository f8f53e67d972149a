// -fxmp-check: a unit asks the runtime for the checking mode from a constructor, and the
// accesses of a localized loop are bounds-checked: those affine in the loop variables once
// before the nest (xmp_rt_loop_range per axis), choosing between a copy of the nest without
// their checks, vectorised as without -fxmp-check, and a copy that checks each access
// (xmp_rt_array_nonlocal, no return, on the cold path). An indirect index is checked at each
// access in both copies. Without the flag none of this is emitted.
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
// OFF-NOT: xmp_rt_array_nonlocal
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
