// -g together with -O2: the program still builds and runs correctly, gdb resolves a file:line
// breakpoint inside main, and backtraces name the function and file.
// REQUIRES: gdb
// RUN: %xmpcc -g -O2 %s -o %t
// RUN: %t | FileCheck %s --check-prefix=OUT
// OUT: total=4950
// RUN: gdb -batch -nx -ex 'break optimized.c:23' -ex run -ex bt %t 2>&1 | FileCheck %s
// CHECK: Breakpoint 1 at {{.*}}: file {{.*}}optimized.c, line 23.
// CHECK: Breakpoint 1, {{.*}}main () at {{.*}}optimized.c:23
// CHECK: #0 {{.*}}main () at {{.*}}optimized.c:23

#include <stdio.h>

__attribute__((noinline)) static long sum_to(volatile int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += i;
  return s;
}

int main(void) {
  long total = sum_to(100);
  fflush(stdout);
  printf("total=%ld\n", total);
  return 0;
}
