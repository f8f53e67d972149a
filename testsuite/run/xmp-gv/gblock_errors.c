// gblock mapping arrays are checked when the directive executes (reference 4.3): entries
// that do not sum to the template's extent, and a negative entry given by template_fix, are
// runtime errors naming the directive's line; the job ends.
// RUN: %xmpcc -DSUM %s -o %t.sum
// RUN: not %xmprun -n 2 %t.sum > %t.sum.out 2>&1
// RUN: FileCheck %s --check-prefix=SUM < %t.sum.out
// RUN: %xmpcc -DNEG %s -o %t.neg
// RUN: not %xmprun -n 2 %t.neg > %t.neg.out 2>&1
// RUN: FileCheck %s --check-prefix=NEG < %t.neg.out
// SUM: xmp: node {{[0-9]+}}: error: {{.*}}gblock{{.*}} at {{.*}}gblock_errors.c:[[#@LINE+12]]
// NEG: xmp: node {{[0-9]+}}: error: {{.*}}negative{{.*}} at {{.*}}gblock_errors.c:[[#@LINE+17]]
// SUM-NOT: AFTER
// NEG-NOT: AFTER
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[2]

int main(void) {
#ifdef SUM
  int m[2] = {3, 4};
#pragma xmp template t[10]
#pragma xmp distribute t[gblock(m)] onto p
#endif
#ifdef NEG
  int m[2] = {12, -2};
#pragma xmp template t[:]
#pragma xmp distribute t[gblock(*)] onto p
#pragma xmp template_fix[gblock(m)] t[10]
#endif
  printf("AFTER\n");
  return 0;
}
