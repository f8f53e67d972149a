// -g on an XMP program at -O0 and -O2: a breakpoint on a line of an XMP loop body is hit,
// the frame is the user's `main` at file:LINE (called from the runtime's entry, which carries
// main's line), `break FILE:main` stops at the first line of the user's main, and compiler
// temporaries (the reduction's partial values) are not listed as locals.
// REQUIRES: gdb
// RUN: %xmpcc -g -O0 %s -o %t0
// RUN: gdb -batch -nx -ex 'break xmp_loop_break.c:main' -ex 'break xmp_loop_break.c:30' -ex run -ex 'info locals' -ex continue -ex bt -ex 'print i' %t0 2>&1 | FileCheck %s --check-prefixes=CHECK,O0
// RUN: %xmpcc -g -O2 %s -o %t2
// RUN: gdb -batch -nx -ex 'break xmp_loop_break.c:main' -ex 'break xmp_loop_break.c:30' -ex run -ex 'info locals' -ex continue -ex bt -ex 'print i' %t2 2>&1 | FileCheck %s
// O0: Breakpoint 1, main () at {{.*}}xmp_loop_break.c:26
// CHECK-NOT: .xmp.
// CHECK: Breakpoint 2, main () at {{.*}}xmp_loop_break.c:30
// CHECK: #0 {{.*}}main () at {{.*}}xmp_loop_break.c:30
// CHECK-NEXT: #1 {{.*}}.xmp.main.entry () at {{.*}}xmp_loop_break.c:25
// CHECK: $1 = 0

#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t(0:7)
#pragma xmp distribute t[block] onto p
double v[8];
#pragma xmp align v[i] with t[i]

int main(void) {
  double sum = 0;
#pragma xmp loop on t[i] reduction(+:sum)
  for (int i = 0; i < 8; i++) {
    v[i] = i * 1.5;
    printf("row %d\n", i);
    sum += v[i];
  }
  printf("sum=%g\n", sum);
  return sum == 42 ? 0 : 1;
}
