// -O0 runs no LLVM passes (locals stay in allocas, like clang's -O0); -O1, -O2 and -O3 run the
// new pass manager's default<O1/O2/O3> pipelines (SROA/mem2reg removes the allocas, the loop
// is folded or simplified).
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=O0
// RUN: %xmpcc -O1 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=OPT
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=OPT
// RUN: %xmpcc -O3 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=OPT

int sum_to_ten(void) {
  int s = 0;
  for (int i = 1; i <= 10; i++) s += i;
  return s;
}
// O0-LABEL: @sum_to_ten(
// O0: alloca i32
// O0: br label
// O0: ret i32
// OPT-LABEL: @sum_to_ten(
// OPT-NOT: alloca
// OPT: ret i32 55

static int helper(int x) { return x * 3; }
int calls_helper(int v) { return helper(v) + 1; }
// O0-LABEL: @calls_helper(
// O0: call {{.*}}@helper(
// OPT-LABEL: @calls_helper(
// OPT-NOT: call
// OPT: ret i32
