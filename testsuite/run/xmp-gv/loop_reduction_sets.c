// The node set of a loop reduction (reference 6.3): a loop inside `task on p[0:2]` over the
// template elements p[0:2] own reduces among the task's nodes (it used to name the whole
// node array the template is distributed onto, which is not a subset of the executing set);
// a template distributed onto a node subarray q = p[1:2] reduces with the nodes outside q
// taking part with no iterations. Owners of iterations check the result.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// CHECK: PASS task-subset
// CHECK: PASS subarray-onto
// CHECK: PASS subarray-maxloc
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[4]
#pragma xmp nodes q[2] = p[1:2]
#pragma xmp template t[8]
#pragma xmp distribute t[block] onto p
#pragma xmp template tq[9]
#pragma xmp distribute tq[cyclic] onto q
double a[8], b[9];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with tq[i]

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmpc_all_node_num() == 0) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

int main(void) {
  int i, me = xmpc_all_node_num(), err = 0, at = -1;
  double s = 5, mx = -1;
#pragma xmp loop on t[i]
  for (i = 0; i < 8; i++) a[i] = i + 1;
#pragma xmp task on p[0:2]
  {
#pragma xmp loop on t[i] reduction(+ : s)
    for (i = 0; i < 4; i++) s += a[i];
  }
  if (me < 2 && s != 15) err++;
  if (me >= 2 && s != 5) err++; /* not executing the task: untouched */
  report("task-subset", err);

  err = 0;
  s = 1;
#pragma xmp loop on tq[i]
  for (i = 0; i < 9; i++) b[i] = (i * 7) % 9;
#pragma xmp loop on tq[i] reduction(+ : s)
  for (i = 0; i < 9; i++) s += b[i];
  if ((me == 1 || me == 2) && s != 37) err++;
  report("subarray-onto", err);

  err = 0;
#pragma xmp loop on tq[i] reduction(lastmax : mx / at /)
  for (i = 0; i < 9; i++)
    if (b[i] >= mx) {
      mx = b[i];
      at = i;
    }
  if ((me == 1 || me == 2) && (mx != 8 || at != 5)) err++;
  report("subarray-maxloc", err);
  return 0;
}
