// reflect of block-scope global arrays (template, distribute, align and shadow inside a
// function): a plain reflect, a reflect in a loop (hoisted by reflect-hoist into a schedule
// built for the array of this call), and reflect_init / reflect_do, in a function called
// several times with a new array each time (a schedule must never outlive its array). The
// periodic neighbours' values are checked on every node.
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmpcc -O1 -disable-pass=reflect-hoist %s -o %t.nohoist
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.nohoist | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 7 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS call 0
// CHECK: PASS call 1
// CHECK: PASS call 2
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]

static int run(int call, int n) {
#pragma xmp template t[64]
#pragma xmp distribute t[block] onto p
  long a[64];
#pragma xmp align a[i] with t[i]
#pragma xmp shadow a[1]
  int bad = 0;
  /* n elements used of 64: the values depend on the call, so a stale schedule or array
     would show. */
  for (int step = 0; step < 3; step++) {
#pragma xmp loop (i) on t[i]
    for (int i = 0; i < 64; i++) a[i] = 1000L * call + 10L * step + i;
#pragma xmp reflect (a) width(/periodic/1)
#pragma xmp loop (i) on t[i] reduction(+:bad)
    for (int i = 0; i < 64; i++) {
      long l = 1000L * call + 10L * step + (i + 63) % 64, r = 1000L * call + 10L * step + (i + 1) % 64;
      if (a[i - 1] != l || a[i + 1] != r) bad++;
    }
  }
#pragma xmp reflect_init (a) width(/periodic/1)
  for (int step = 0; step < n; step++) {
#pragma xmp loop (i) on t[i]
    for (int i = 0; i < 64; i++) a[i] = -(1000L * call + 10L * step + i);
#pragma xmp reflect_do (a)
#pragma xmp loop (i) on t[i] reduction(+:bad)
    for (int i = 0; i < 64; i++) {
      long l = -(1000L * call + 10L * step + (i + 63) % 64);
      long r = -(1000L * call + 10L * step + (i + 1) % 64);
      if (a[i - 1] != l || a[i + 1] != r) bad++;
    }
  }
  return bad;
}

int main(void) {
  for (int call = 0; call < 3; call++) {
    int bad = run(call, 2 + call);
    if (xmp_node_num() == 1) printf("%s call %d\n", bad ? "FAIL" : "PASS", call);
  }
  return 0;
}
