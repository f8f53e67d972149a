// Element accesses of distinct file-scope aligned arrays carry scoped no-alias metadata: each
// array's local block is its own runtime allocation, so a store to q[i] cannot change p[i+1]
// (LLVM sees both through base pointers from the runtime). Aligned pointers given storage by
// xmp_malloc get none (the program may copy one into another). -O0 emits no alias metadata.
// A blocking reduction of a scalar local passes a stack copy to the runtime, so the
// accumulator's address does not escape and stays in a register in the loop.
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=O0
#include <xmp.h>
#pragma xmp nodes n[*]
#pragma xmp template t[64]
#pragma xmp distribute t[block] onto n
float p[64], q[64];
#pragma xmp align p[i] with t[i]
#pragma xmp align q[i] with t[i]
#pragma xmp shadow p[1]
float *r;
#pragma xmp align r[i] with t[i]

// CHECK-LABEL: define {{.*}}@sweep(
// CHECK: load float, ptr {{.*}}, !alias.scope [[P:![0-9]+]], !noalias [[Q:![0-9]+]]
// CHECK: store float {{.*}}, !alias.scope [[Q]], !noalias [[P]]
// The sum leaves the loop as an SSA value and is stored only into the copy passed to the runtime.
// (Between the two: the tool interface's test of xmp_rt_tool_on after the loop.)
// CHECK: [[ACC:%[0-9]+]] = phi float [ 0.0{{.*}}
// CHECK: store float [[ACC]], ptr [[C:%[0-9]+]]
// CHECK-NEXT: call void @xmp_rt_reduce(ptr null, ptr nonnull [[C]],
// CHECK-LABEL: define {{.*}}@via_pointer(
// CHECK-NOT: !alias.scope
// CHECK: ret void
// CHECK: [[P]] = !{[[PS:![0-9]+]]}
// CHECK: [[PS]] = !{!"xmp array #0 p", [[DOM:![0-9]+]]}
// CHECK: [[DOM]] = !{!"xmp aligned arrays"}
// CHECK: [[Q]] = !{[[QS:![0-9]+]]}
// CHECK: [[QS]] = !{!"xmp array #1 q", [[DOM]]}
// O0-NOT: !alias.scope
float sweep(void) {
  float g = 0;
#pragma xmp loop on t[i]
  for (int i = 1; i < 63; i++) {
    float s = p[i - 1] + p[i + 1];
    g += s * s;
    q[i] = s;
  }
#pragma xmp reduction (+:g)
  return g;
}

void via_pointer(void) {
#pragma xmp loop on t[i]
  for (int i = 0; i < 64; i++) r[i] = 1.0f;
}
