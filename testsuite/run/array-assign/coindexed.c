// Coindexed sections inside element-wise right sides (reference 2.2, 9.3): each is fetched
// once by a GET into a temporary of its shape before the loop (rank 1 with a negative step,
// rank 2 with a step), then combined element-wise with local sections (also by compound assignment). Every image checks
// the values against what the next image stored.
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// CHECK: {{[0-9]+}} OK
#include <stdio.h>
#include <xmp.h>
double b[16]:[*];
double m[4][6]:[*];
double x[16], y[4][6];
int main(void) {
  int me = xmp_node_num(), n = xmp_num_nodes(), k = me % n, i, j, err = 0;
  for (i = 0; i < 16; i++) b[i] = me * 100 + i;
  for (i = 0; i < 4; i++) for (j = 0; j < 6; j++) m[i][j] = me * 1000 + i * 10 + j;
  xmp_sync_all(NULL);
  x[:] = b[15:16:-1]:[k] * 2 + b[:];
  for (i = 0; i < 16; i++) err += x[i] != ((k + 1) * 100 + 15 - i) * 2 + me * 100 + i;
  y[1:3][0:3] = m[0:3][1:3:2]:[k] - 1;
  for (i = 0; i < 3; i++) for (j = 0; j < 3; j++) err += y[1 + i][j] != (k + 1) * 1000 + i * 10 + 1 + 2 * j - 1;
  x[0:4] += b[4:4]:[k];
  for (i = 0; i < 4; i++) err += x[i] != (k + 1) * 100 + 4 + i + ((k + 1) * 100 + 15 - i) * 2 + me * 100 + i;
  printf("%d %s\n", me, err ? "FAIL" : "OK");
  xmp_sync_all(NULL);
  return 0;
}
