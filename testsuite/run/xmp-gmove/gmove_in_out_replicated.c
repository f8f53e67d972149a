// gmove out / gmove in with arrays replicated over one axis of a 2-D node array
// (`align r[i] with t2[i][*]` on g[*][2]: both columns hold every row block): `out` from one
// node writes every replica, also those outside the task; `out` from a replicated source
// inside a column task pushes from one holder per element into both columns; `in` inside a
// column task reads the replicated source. A barrier on all nodes orders the pushes against
// the other nodes' reads (the program's duty, reference 7.3).
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS out-to-replicas
// CHECK: PASS out-from-replicas
// CHECK: PASS in-from-replicas
#include <stdio.h>
#include <xmp.h>

#define N 11

#pragma xmp nodes g[*][2]
#pragma xmp template t2[N][4]
#pragma xmp distribute t2[block][block] onto g

double r[N], s[N];
#pragma xmp align r[i] with t2[i][*]
#pragma xmp align s[i] with t2[i][*]

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s (%d errors)\n", err ? "FAIL" : "PASS", what, err);
}

int main(void) {
  int i, err = 0;
  double L[N];
#pragma xmp loop on t2[i][*]
  for (i = 0; i < N; i++) {
    r[i] = -1;
    s[i] = 5 * i;
  }
#pragma xmp barrier
  for (i = 0; i < N; i++) L[i] = 3 * i;
#pragma xmp task on g[0][0]
  {
#pragma xmp gmove out
    r[1:N - 1] = L[0:N - 1];
  }
#pragma xmp barrier
#pragma xmp loop on t2[i][*]
  for (i = 0; i < N; i++)
    if (r[i] != (i == 0 ? -1 : 3 * (i - 1)) && err++ < 3)
      printf("FAIL node %d: r[%d] = %g\n", xmp_node_num(), i, r[i]);
  report("out-to-replicas", err);

  err = 0;
#pragma xmp task on g[:][1]
  {
#pragma xmp gmove out
    r[0:N] = s[0:N];
  }
#pragma xmp barrier
#pragma xmp loop on t2[i][*]
  for (i = 0; i < N; i++)
    if (r[i] != 5 * i && err++ < 3) printf("FAIL node %d: r[%d] = %g\n", xmp_node_num(), i, r[i]);
  report("out-from-replicas", err);

  err = 0;
  for (i = 0; i < N; i++) L[i] = -1;
#pragma xmp task on g[:][0]
  {
#pragma xmp gmove in
    L[:] = s[:];
    for (i = 0; i < N; i++)
      if (L[i] != 5 * i) err++;
  }
  report("in-from-replicas", err);
  return 0;
}
