// Tasklets in XIR (reference 15, an extension): `tasklets` is a parallel region whose primary
// thread runs the block between xmp_rt_tasklets_begin/end; a tasklet is an OpenMP task whose
// body is bracketed by xmp_rt_tasklet_enter/leave, with its in/out dependences; pro_wait adds
// an empty detachable gate task the tasklet depends on (through its record), epi_wait makes
// the tasklet detachable; posts are sent from the body.
// RUN: %xmpcc -emit-xir %s -o - | FileCheck %s
#pragma xmp nodes p[*]
double u[8];
int main(void) {
  int me = 0;
// CHECK: omp.parallel
// CHECK: if (call.i32 (func_to_ptr.ptr (func @xmp_rt_tasklets_begin))
#pragma xmp tasklets
  {
// CHECK: (assign.ptr (local %[[R:[0-9]+]] __tasklet) (call.ptr (func_to_ptr.ptr (func @xmp_rt_tasklet_create))
// CHECK: xmp.tasklet_cond (load (local %[[R]] __tasklet)) pro_wait p[{{.*}}] tag (const.i32 3)
// CHECK: omp.task detach %[[G:[0-9]+]] locals
// CHECK-NEXT: depend out (load (local %[[R]] __tasklet)) len (const.u64 1)
// CHECK: (call.void (func_to_ptr.ptr (func @xmp_rt_tasklet_gate)) (load (local %[[R]] __tasklet)) (load (local %[[G]] __tasklet_gate)))
// CHECK: omp.task locals {{.*}} firstprivate %[[R]] {
// CHECK-NEXT: depend out (ptradd (array_to_ptr.ptr (global @u)) {{.*}} len (const.u64 8)
// CHECK-NEXT: depend in (load (local %[[R]] __tasklet)) len (const.u64 1)
// CHECK-NEXT: (call.void (func_to_ptr.ptr (func @xmp_rt_tasklet_enter)) (load (local %[[R]] __tasklet)))
// CHECK: xmp.tasklet_post p[{{.*}}] tag (const.i32 4)
// CHECK-NEXT: (call.void (func_to_ptr.ptr (func @xmp_rt_tasklet_leave)) (load (local %[[R]] __tasklet)))
#pragma xmp tasklet out(u[1]) pro_wait(p[me + 1], 3) epi_post(p[me + 1], 4)
    u[1] = 2.0;
// CHECK: xmp.tasklet_cond (load (local %[[R2:[0-9]+]] __tasklet)) epi_wait any
// CHECK: omp.task detach %[[E:[0-9]+]] locals
// CHECK-NEXT: depend in (ptradd (array_to_ptr.ptr (global @u)) {{.*}} len (const.u64 8)
// CHECK: (call.void (func_to_ptr.ptr (func @xmp_rt_tasklet_detach)) (load (local %[[R2]] __tasklet)) (load (local %[[E]] __tasklet_event)))
#pragma xmp tasklet in(u[1]) epi_wait
    u[2] = u[1];
// CHECK: (call.void (func_to_ptr.ptr (func @xmp_rt_taskletwait))
#pragma xmp taskletwait
// CHECK: (call.void (func_to_ptr.ptr (func @xmp_rt_taskletyield))
#pragma xmp taskletyield
  }
// CHECK: (call.void (func_to_ptr.ptr (func @xmp_rt_tasklets_end))
  return 0;
}
