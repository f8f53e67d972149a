// Outlined parallel regions keep debug line information: each is a subprogram of its own
// whose statements carry their source lines.
// RUN: %xmpcc -fopenmp -g -O0 -S -emit-llvm %s -o - | FileCheck %s
#include <stdio.h>

int main(void) {
  int s = 0;
#pragma omp parallel num_threads(2)
  {
#pragma omp atomic
    s += 1;
  }
  printf("%d\n", s);
  return 0;
}
// CHECK: define internal void @.omp_outlined.main.0(ptr %0, ptr %1, ptr %2) {{.*}}!dbg [[SP:![0-9]+]]
// CHECK: cmpxchg {{.*}}!dbg [[LOC:![0-9]+]]
// CHECK: [[SP]] = distinct !DISubprogram(name: ".omp_outlined.main.0"{{.*}}line: 8,{{.*}}DIFlagArtificial
// CHECK: [[LOC]] = !DILocation(line: 11, {{.*}}scope: [[SP]]
