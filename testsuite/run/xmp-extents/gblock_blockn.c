// File-scope templates of run-time extents distributed by gblock (a file-scope mapping
// array read at start-up) and by block(n) with a run-time block size, with aligned arrays
// declared with run-time sizes: loops, reflect, gmove and reductions on 4 nodes.
// RUN: %xmpcc -O0 %s -o %t.O0 2>/dev/null
// RUN: %xmpcc -O2 %s -o %t.O2 2>/dev/null
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// CHECK: PASS gblock
// CHECK: PASS gblock-reflect
// CHECK: PASS blockn
// CHECK: PASS blockn-gmove
#include <stdio.h>
#include <xmp.h>

int n = 26;
int bs = 7;
int map[4] = {3, 10, 1, 12};

#pragma xmp nodes p[4]
#pragma xmp template tg[n]
#pragma xmp distribute tg[gblock(map)] onto p
double a[n];
#pragma xmp align a[i] with tg[i]
#pragma xmp shadow a[1]

#pragma xmp template tb[n][4]
#pragma xmp distribute tb[block(bs)][*] onto p
int b[n][4];
#pragma xmp align b[i][j] with tb[i][j]

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

int main(void) {
  int lo = -1, hi = -1, err = 0;
  double s = 0;
  // This node's block is the one map gives it.
#pragma xmp loop on tg[i]
  for (int i = 0; i < n; i++) {
    a[i] = i;
    if (lo < 0) lo = i;
    hi = i;
  }
  int me = xmp_node_num() - 1, first = 0;
  for (int k = 0; k < me; k++) first += map[k];
  err += lo != first || hi != first + map[me] - 1;
#pragma xmp loop on tg[i]
  for (int i = 0; i < n; i++) s += a[i];
#pragma xmp reduction(+ : s)
  report("gblock", err || s != n * (n - 1) / 2.0);

  err = 0;
#pragma xmp reflect (a)
#pragma xmp loop on tg[i] reduction(+ : err)
  for (int i = 1; i < n - 1; i++) err += a[i - 1] + a[i + 1] != 2 * a[i];
  report("gblock-reflect", err);

  err = 0;
  lo = -1;
#pragma xmp loop (i) on tb[i][*]
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < 4; j++) b[i][j] = i * 4 + j;
    if (lo < 0) lo = i;
  }
  // block(7) over 4 nodes: 7, 7, 7, 5 rows.
  report("blockn", lo != 7 * me);

  int whole[26][4];
#pragma xmp gmove
  whole[:][:] = b[:][:];
  err = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 4; j++) err += whole[i][j] != i * 4 + j;
  report("blockn-gmove", err);
  return 0;
}
