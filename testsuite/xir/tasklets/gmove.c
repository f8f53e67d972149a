// `tasklet gmove` in XIR (reference 15, an extension): a tasklet whose body is the gmove, with
// an `out` dependence on the left side's variable, an `in` dependence on the right side's (an
// aligned array's key is its local block) and the node-wide key of the communication forms.
// RUN: %xmpcc -emit-xir %s -o - | FileCheck %s
#pragma xmp nodes p[*]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
double a[16], b[16];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
double s;
int main(void) {
#pragma xmp tasklets
  {
// CHECK: omp.task locals
// CHECK-NEXT: depend out (xmp_local_base.ptr #1) len (const.u64 1)
// CHECK-NEXT: depend in (xmp_local_base.ptr #0) len (const.u64 1)
// CHECK-NEXT: depend inout (int_to_ptr.ptr (const.u64 1)) len (const.u64 1)
// CHECK: xmp_rt_tasklet_enter
// CHECK-NEXT: xmp.gmove @b[{{.*}}] = @a[{{.*}}] elem 8
// CHECK-NEXT: xmp_rt_tasklet_leave
#pragma xmp tasklet gmove
    b[0:8] = a[8:8];
// CHECK: omp.task locals
// CHECK-NEXT: depend out (addr (global @s)) len (const.u64 8)
// CHECK-NEXT: depend in (xmp_local_base.ptr #0) len (const.u64 1)
// CHECK-NEXT: depend inout (int_to_ptr.ptr (const.u64 1)) len (const.u64 1)
// CHECK: xmp.gmove local((addr (global @s)) strides (const.i64 1))[(const.i64 0)] = @a[{{.*}}] elem 8
#pragma xmp tasklet gmove
    s = a[3];
  }
  return 0;
}
