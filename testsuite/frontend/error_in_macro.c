// An error in the expansion of a macro defined in the same file is reported on the line of the
// macro's use (as gcc does) or of its definition (clang's spelling location); either is fine,
// but not some other line.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
// CHECK: {{.*}}error_in_macro.c:{{(8|12)}}:{{[0-9]+}}: error: use of undeclared identifier 'scale_factor'

#include <stdio.h>
#define SCALE(x) ((x) * scale_factor)

int main(void) {
  int v = 3;
  int r = SCALE(v);
  printf("%d\n", r);
  return 0;
}
