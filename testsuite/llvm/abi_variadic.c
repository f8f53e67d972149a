// Variadic calls pass doubles as double (floats promoted), and variadic definitions use
// va_start/va_end intrinsics (or the equivalent register save area code).
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s

#include <stdarg.h>
#include <stdio.h>

double sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, double);
  va_end(ap);
  return s;
}
// CHECK-LABEL: define {{.*}}double @sum(i32 {{.*}}, ...)
// CHECK: call void @llvm.va_start

void caller(float f) {
  printf("%f %f\n", f, 2.5);
  sum(2, 1.0, f);
}
// CHECK-LABEL: define {{.*}}@caller(
// CHECK: fpext float {{.*}} to double
// CHECK: call {{.*}}@printf(ptr {{.*}}, double {{.*}}, double
// CHECK: call {{.*}}@sum(i32 {{.*}}2, double {{.*}}, double
