// Schedule modifiers: monotonic and nonmonotonic (bits of the runtime's schedule kind, as
// clang-22 passes them) and simd (a static schedule); every iteration runs once.
// RUN: %xmpcc -fopenmp -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=3 OMP_WAIT_POLICY=passive %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: %xmpcc -fopenmp -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
#include <stdio.h>

int main(void) {
  int hits[100] = {0};
  long s = 0;
// IR: call void @__kmpc_dispatch_init_8u(ptr {{.*}}, i32 {{.*}}, i32 536870947,
#pragma omp parallel for schedule(monotonic: dynamic, 3) reduction(+:s)
  for (int i = 0; i < 100; i++) {
    hits[i]++;
    s += i;
  }
// IR: call void @__kmpc_dispatch_init_8u(ptr {{.*}}, i32 {{.*}}, i32 1073741860,
#pragma omp parallel for schedule(nonmonotonic: guided)
  for (int i = 0; i < 100; i++)
    hits[i]++;
// IR: call void @__kmpc_for_static_init_8u(ptr {{.*}}, i32 {{.*}}, i32 34,
#pragma omp parallel for simd schedule(simd: static)
  for (int i = 0; i < 100; i++)
    hits[i]++;
  int bad = 0;
  for (int i = 0; i < 100; i++)
    bad += hits[i] != 3;
  // CHECK: modifiers: bad=0 s=4950
  printf("modifiers: bad=%d s=%ld\n", bad, s);
  return 0;
}
