// -fxmp-check checks every global-array access of a localized loop against the node's block
// plus shadow at -O2 too (without it only the naive -O0 addressing checks, and its report
// does not name the array): the report names the array, the global indices, the owner and
// the line, and the job ends with status 1. Accesses that stay inside (a shadow read after a
// reflect, reads guarded by a condition) run unchanged.
// RUN: %xmpcc -O2 -fxmp-check %s -o %t
// RUN: %xmpcc -O0 -fxmp-check %s -o %t.O0chk
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 2 %t ok | FileCheck %s --check-prefix=OK
// RUN: %xmprun -n 4 %t ok | FileCheck %s --check-prefix=OK
// RUN: %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t read | FileCheck %s --check-prefix=READ
// RUN: %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t.O0chk read | FileCheck %s --check-prefix=READ
// RUN: %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t.O0 read | FileCheck %s --check-prefix=READ0
// RUN: %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t write | FileCheck %s --check-prefix=WRITE
// OK: ok 0
// READ-NOT: ok
// READ0-NOT: ok
// WRITE-NOT: ok
#include <stdio.h>
#include <string.h>
#include <xmp.h>

#define N 16
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double a[N][8], b[N][8];
#pragma xmp align a[i][*] with t[i]
#pragma xmp align b[i][*] with t[i]
#pragma xmp shadow a[1][0]

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "ok";
  int me = xmpc_node_num(), n = xmp_num_nodes(), blk = N / n;
  int far = !strcmp(m, "read") ? 2 : 1; // a[i + 2] is outside the shadow of width 1
#pragma xmp loop on t[i]
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 8; j++)
      a[i][j] = i + j;
#pragma xmp reflect (a)
#pragma xmp loop on t[i]
  for (int i = 0; i < N - 2; i++)
    for (int j = 0; j < 8; j++)
      // READ: xmp: node 0: error: a[[[#BLK:]]][0] is not local to node 0 (neither owned nor in its shadow; its owner is node 1) at {{.*}}bounds.c:[[#@LINE+3]]
      // READ0: xmp: node 0: error: element [{{[0-9]+}}][0] of a global array is not local to node 0 (neither owned nor in its shadow; its owner is node 1) at {{.*}}bounds.c:[[#@LINE+2]]
      // Only the first element of each block reads across its boundary, guarded.
      b[i][j] = a[i + far][j] + (i % blk != 0 ? a[i - 1][j] : 0);
  if (!strcmp(m, "write")) {
#pragma xmp loop on t[i]
    for (int i = 0; i < N; i++)
      // WRITE: xmp: node 1: error: b[7][3] is not local to node 1 (neither owned nor in its shadow; its owner is node 0) at {{.*}}bounds.c:[[#@LINE+1]]
      b[i - (i == blk)][3] = 0;
  }
  double sum = 0;
#pragma xmp loop on t[i] reduction (+ : sum)
  for (int i = 0; i < N - 2; i++)
    sum += b[i][1];
  if (me == 0)
    printf("ok %d sum %g\n", me, sum);
  return 0;
}
// READ: exit status 1
// READ0: exit status 1
// WRITE: exit status 1
