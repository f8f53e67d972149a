// gblock with a file-scope mapping array given by a static initializer (read at start-up),
// zero-size blocks included, over a fixed node array; a 2-D [block][gblock] mix. Each node
// checks its own share against the map; reductions against serial sums.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// CHECK: PASS static-count
// CHECK: PASS static-sum
// CHECK: PASS static-2d
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes w[4]
#pragma xmp nodes w2[2][2]
int wm[4] = {7, 0, 12, 4};
int wm2[2] = {1, 8};
#pragma xmp template tw[23]
#pragma xmp distribute tw[gblock(wm)] onto w
#pragma xmp template tw2[5][9]
#pragma xmp distribute tw2[block][gblock(wm2)] onto w2
float v[23];
#pragma xmp align v[i] with tw[i]
int q[5][9];
#pragma xmp align q[i][j] with tw2[i][j]

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

int main(void) {
  int i, j, cnt = 0, me = xmp_node_num() - 1;
  double s = 0;
#pragma xmp loop on tw[i]
  for (i = 0; i < 23; i++) {
    v[i] = 0.5f * i;
    cnt++;
  }
  report("static-count", cnt != wm[me]);
#pragma xmp loop on tw[i] reduction(+ : s)
  for (i = 0; i < 23; i++) s += v[i];
  /* w[1] owns nothing: not in the reduction set, it keeps s (reference 6.3.5). */
  report("static-sum", s != (wm[me] ? 0.5 * 23 * 22 / 2 : 0));
  /* w2[r][c]: rows block over r (3, 2), columns gblock {1, 8} over c. */
  cnt = 0;
#pragma xmp loop (i, j) on tw2[i][j]
  for (i = 0; i < 5; i++)
    for (j = 0; j < 9; j++) {
      q[i][j] = 10 * i + j;
      cnt++;
    }
  int err = cnt != (me / 2 == 0 ? 3 : 2) * wm2[me % 2];
  long t = 0;
#pragma xmp loop (i, j) on tw2[i][j] reduction(+ : t)
  for (i = 0; i < 5; i++)
    for (j = 0; j < 9; j++) t += q[i][j];
  err += t != 5 * 36 + 9 * 100;
  report("static-2d", err);
  return 0;
}
