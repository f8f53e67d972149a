// gmove in / gmove out inside a task none of whose nodes holds the global array (its template
// is distributed onto q = the first two nodes of p, the task runs on the nodes after them):
// the holders are passive targets of one-sided gets and puts. The executing nodes outside q
// learnt where the blocks lie in the heap when the array was allocated. `in` reads the
// whole array and a strided section into local arrays; `out` writes a section, which the
// holders check after a barrier of p.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 7 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK in-whole
// CHECK: OK in-section
// CHECK: OK out-section
#include <stdio.h>
#include <xmp.h>

#define N 20

#pragma xmp nodes p[*]
#pragma xmp nodes q[2] = p[0:2]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto q
int a[N];
#pragma xmp align a[i] with t[i]

static int me, np;

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err) on p
  if (me == 0) printf("%s %s\n", err ? "FAIL" : "OK", what);
}

int main(void) {
  int i, loc[N], sec[5], e1 = 0, e2 = 0, e3 = 0;
  me = xmpc_node_num();
  np = xmp_num_nodes();
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) a[i] = 3 * i + 1;
#pragma xmp barrier
#pragma xmp task on p[2:np - 2]
  {
    for (i = 0; i < N; i++) loc[i] = -1;
#pragma xmp gmove in
    loc[:] = a[:];
    for (i = 0; i < N; i++) e1 += loc[i] != 3 * i + 1;
#pragma xmp gmove in
    sec[:] = a[1:5:4];
    for (i = 0; i < 5; i++) e2 += sec[i] != 3 * (1 + 4 * i) + 1;
  }
  report("in-whole", e1);
  report("in-section", e2);
#pragma xmp barrier
#pragma xmp task on p[np - 1]
  {
    for (i = 0; i < 5; i++) sec[i] = 1000 + i;
#pragma xmp gmove out
    a[2:5:3] = sec[:];
  }
#pragma xmp barrier
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) {
    int want = (i >= 2 && i <= 14 && (i - 2) % 3 == 0) ? 1000 + (i - 2) / 3 : 3 * i + 1;
    e3 += a[i] != want;
  }
  report("out-section", e3);
  return 0;
}
