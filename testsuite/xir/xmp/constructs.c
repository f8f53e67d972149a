// XIR of task, tasks, barrier, bcast, reduction and wait_async.
// RUN: %xmpcc -emit-xir %s | FileCheck %s
#pragma xmp nodes p[4]
#pragma xmp nodes g[2][2]

double a[3];

int main(void) {
  int x = 0, id = 2;
  float f = 1;
// CHECK: xmp.task on p[(const.i32 1):(const.i32 2):(const.i32 1)] {
// CHECK-NEXT: xmp.barrier on *
// CHECK-NEXT: }
#pragma xmp task on p[1:2]
  {
#pragma xmp barrier
  }
// Legacy g(2,1) is g[0][1].
// CHECK: xmp.task on g[(const.i32 0)][(const.i32 1)] {
#pragma xmp task on g(2,1)
  x = 1;
// CHECK: xmp.tasks {
// CHECK-NEXT: task on p[(const.i32 0):(const.i32 2):(const.i32 1)] {
// CHECK: task on p[(const.i32 2):(const.i32 2):(const.i32 1)] {
#pragma xmp tasks
  {
#pragma xmp task on p[0:2]
    x = 2;
#pragma xmp task on p[2:2]
    x = 3;
  }
// CHECK: xmp.barrier on g[*][(const.i32 0)::(const.i32 1)]
#pragma xmp barrier on g[*][:]
// CHECK: xmp.reduction max ((local %0 x), (global @a)) on p async (load (local %1 id))
#pragma xmp reduction (max:x, a) on p async(id)
// CHECK: xmp.reduction * ((local %2 f)) on *
#pragma xmp reduction (*:f)
// CHECK: xmp.bcast ((local %0 x)) from p[(const.i32 3)] on p[(const.i32 2):(const.i32 2):(const.i32 1)]
#pragma xmp bcast (x) from p[3] on p[2:2]
// CHECK: xmp.bcast ((global @a)) from first on * async (const.i32 7)
#pragma xmp bcast (a) async(7)
// CHECK: xmp.wait_async ((load (local %1 id)), (const.i32 7)) on *
#pragma xmp wait_async (id, 7)
  return x;
}
