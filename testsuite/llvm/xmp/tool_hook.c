// A `loop` costs the tool interface one load of xmp_rt_tool_on and one branch before and after
// it: xmp_rt_loop_begin (with the template's handle and "file.c:LINE") and xmp_rt_loop_end are
// called only while the flag is set, outside the loop nest, and the loop body still vectorizes.
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=O0
#include <xmp.h>
#pragma xmp nodes n[*]
#pragma xmp template t[1024]
#pragma xmp distribute t[block] onto n
double a[1024], b[1024];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]

// CHECK: @xmp_rt_tool_on = external {{.*}}global i32
// CHECK-LABEL: define {{.*}}@axpy(
// CHECK: [[F:%[0-9]+]] = load i32, ptr @xmp_rt_tool_on
// CHECK-NEXT: [[ON:%[.a-z0-9]+]] = icmp eq i32 [[F]], 0
// CHECK-NEXT: br i1 [[ON]]
// CHECK: call void @xmp_rt_loop_begin(ptr {{.*}}, ptr nonnull @[[LOC:[.a-z0-9]+]])
// CHECK: call <{{[0-9]+}} x double> @llvm.fmuladd
// CHECK: load i32, ptr @xmp_rt_tool_on
// CHECK: call void @xmp_rt_loop_end(ptr nonnull @[[LOC]])
// CHECK: ret void
// O0-LABEL: define {{.*}}@axpy(
// O0: load i32, ptr @xmp_rt_tool_on
// O0: call void @xmp_rt_loop_begin(
// O0: call void @xmp_rt_loop_end(
void axpy(double s) {
#pragma xmp loop on t[i]
  for (int i = 0; i < 1024; i++) a[i] += s * b[i];
}
