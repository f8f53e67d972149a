// LLVM IR of an XMP program: the user's main runs through xmp_rt_main with the static node
// count, file-scope node arrays are made by idempotent init functions, constructs become calls
// declared from xmp-abi's entry-point table with "file:line" locations.
// RUN: %xmpcc -S -emit-llvm -O0 %s -o - | FileCheck %s
// CHECK-DAG: @[[L5:\.str(\.[0-9]+)?]] = private unnamed_addr constant [{{[0-9]+}} x i8] c"{{.*}}runtime_calls.c:[[#@LINE+15]]\00"
// CHECK-DAG: @.xmp.nodes.p.0 = internal global ptr null
// CHECK-DAG: @.xmp.nodes.q.1 = internal global ptr null
// CHECK-LABEL: define i32 @__xmp_user_main(i32 noundef %argc, ptr noundef %argv)
// CHECK: %[[Q:.+]] = call ptr @.xmp.nodes.init.q.1()
// CHECK: %[[S:[0-9]+]] = call ptr @xmp_rt_nodes_section(ptr %[[Q]], i32 1, ptr %xmp.subs, ptr @[[L5]])
// CHECK: call i32 @xmp_rt_task_begin(ptr %[[S]], ptr @[[L5]])
// CHECK: call void @xmp_rt_nodes_free(ptr %[[S]])
// CHECK: call void @xmp_rt_task_end()
// CHECK: call void @xmp_rt_reduce_async(ptr null, ptr %x, i64 1, i32 6, i32 0, i32 1, ptr @{{.*}})
// CHECK: call void @xmp_rt_wait_async(ptr null, i32 1, ptr %xmp.ids, ptr @{{.*}})
#pragma xmp nodes p[4]
#pragma xmp nodes q[2] = p[2:2]
int main(int argc, char **argv) {
  int x = argc;
#pragma xmp task on q[1]
  x++;
#pragma xmp reduction (+:x) async(1)
#pragma xmp wait_async (1)
  return x;
}
// CHECK-LABEL: define internal ptr @.xmp.nodes.init.q.1()
// CHECK: call ptr @.xmp.nodes.init.p.0()
// CHECK: call ptr @xmp_rt_nodes_new(i32 1, ptr %extents, ptr
// CHECK-LABEL: define internal i32 @.xmp.main.entry(i32 %0, ptr %1)
// CHECK: call ptr @.xmp.nodes.init.p.0()
// CHECK: call ptr @.xmp.nodes.init.q.1()
// CHECK: call i32 @__xmp_user_main(i32 %0, ptr %1)
// CHECK-LABEL: define i32 @main(i32 %0, ptr %1)
// CHECK: call i32 @xmp_rt_main(i32 %0, ptr %1, ptr @.xmp.main.entry, i32 4)
