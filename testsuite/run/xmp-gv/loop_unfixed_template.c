// A loop on a template that was never fixed (`t[:]` without template_fix) is a runtime error
// at every optimisation level (the -O0 lowering tests ownership per iteration and ran no
// iteration silently).
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: not %xmprun -n 2 %t.O0 2>&1 | FileCheck %s
// RUN: not %xmprun -n 2 %t.O2 2>&1 | FileCheck %s
// CHECK: xmp: node {{[01]}}: error: a loop {{.*}}on a template that is not fixed (template_fix must come first)
// CHECK-NOT: survived
#include <stdio.h>
#pragma xmp nodes p[*]
#pragma xmp template t[:]
#pragma xmp distribute t[block] onto p
int main(void) {
  int i, s = 0;
#pragma xmp loop on t[i] reduction(+: s)
  for (i = 0; i < 10; i++) s += i;
  printf("survived %d\n", s);
  return 0;
}
