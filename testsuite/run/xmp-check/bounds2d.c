// -fxmp-check on a 2-D block-block distribution: a column index beyond the shadow stays
// inside the node's storage (it lands in the next row), so only a check of each dimension
// sees it (nodes 0 and 2 read column 5, which nodes 1 and 3 own); the in-shadow reads after
// a reflect run unchanged.
// RUN: %xmpcc -O2 -fxmp-check %s -o %t
// RUN: %xmprun -n 4 %t 1 | FileCheck %s --check-prefix=OK
// RUN: %python %S/Inputs/status.py timeout 60 %xmprun -n 4 %t 2 | FileCheck %s --check-prefix=COLS
// OK: ok
// COLS-NOT: ok
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>

#pragma xmp nodes q[2][2]
#pragma xmp template s[8][8]
#pragma xmp distribute s[block][block] onto q
double c[8][8], d[8][8];
#pragma xmp align c[i][j] with s[i][j]
#pragma xmp align d[i][j] with s[i][j]
#pragma xmp shadow c[1][1]

int main(int argc, char **argv) {
  int w = argc > 1 ? atoi(argv[1]) : 1;
#pragma xmp loop (i, j) on s[i][j]
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      c[i][j] = i * 8 + j;
#pragma xmp reflect (c)
#pragma xmp loop (i, j) on s[i][j]
  for (int i = 1; i < 7; i++)
    for (int j = 0; j < 7 - w; j++)
      // COLS: xmp: node {{[02]}}: error: c[{{[0-9]}}][5] is not local to node {{[02]}} (neither owned nor in its shadow; its owner is node {{[13]}}) at {{.*}}bounds2d.c:[[#@LINE+1]]
      d[i][j] = c[i - 1][j + w] + c[i + 1][j];
  double sum = 0;
#pragma xmp loop (i, j) on s[i][j] reduction (+ : sum)
  for (int i = 1; i < 7; i++)
    for (int j = 0; j < 6; j++)
      sum += d[i][j];
  if (xmpc_node_num() == 0)
    printf("ok %g\n", sum);
  return 0;
}
// COLS: exit status 1
