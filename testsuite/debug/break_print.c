// -g emits DWARF line tables and locals: gdb stops at a file:line breakpoint, prints a local,
// steps with `next` to the following line and reports it with `info line`.
// REQUIRES: gdb
// RUN: %xmpcc -g -O0 %s -o %t
// RUN: gdb -batch -nx -ex 'break break_print.c:23' -ex run -ex 'print total' -ex 'print scale' -ex next -ex 'info line' -ex 'print total' -ex 'bt' %t 2>&1 | FileCheck %s
// CHECK: Breakpoint 1 at {{.*}}: file {{.*}}break_print.c, line 23.
// CHECK: Breakpoint 1, accumulate (n=5, scale=3) at {{.*}}break_print.c:23
// CHECK: $1 = 30
// CHECK: $2 = 3
// CHECK: Line 24 of "{{.*}}break_print.c"
// CHECK: $3 = 45
// CHECK: #0 {{.*}}accumulate (n=5, scale=3) at {{.*}}break_print.c:24
// CHECK: #1 {{.*}}main () at {{.*}}break_print.c:29

#include <stdio.h>

static int accumulate(int n, int scale) {
  int total = 0;
  for (int i = 0; i < n; i++) {
    total += i * scale;
  }
  int doubled = total * 2;
  total += doubled / 4;
  total = total + scale * 0;
  return total;
}

int main(void) {
  int r = accumulate(5, 3);
  printf("r=%d\n", r);
  return r == 45 ? 0 : 1;
}
