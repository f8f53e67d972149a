// The reduction construct with location variables, as the reference implementation has it
// (beyond XMP/C 1.4, -Wxmp-compat): `max: m / k, l /` reads as firstmax; each location variable
// is reduced with min (first*) or max (last*) over the nodes holding the extreme value. A
// variable without locations in the same directive is a plain max. Also a loop reduction of a
// variable-length array (the value before the loop counted once).
// RUN: %xmpcc -O2 %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 7 %t | FileCheck %s -DN=7 --implicit-check-not=FAIL %}
// WARN: warning: location variables with 'max' in the 'reduction' construct are not XMP/C 1.4 (read as 'firstmax', as the reference implementation does; the standard form is a 'loop' reduction clause) [-Wxmp-compat]
// WARN: warning: 'lastmin' in the 'reduction' construct is not XMP/C 1.4
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 8
#define M 56 /* every node of 1..8 owns some iterations */
#pragma xmp nodes p[*]
#pragma xmp template t[N][M]
#pragma xmp distribute t[*][block] onto p

int main(void) {
  int me = xmpc_node_num(), np = xmp_num_nodes();
  /* Values 0,3,1,4,2,0,3,... : the max 4 (or 3 below 4 nodes) is held by several nodes. */
  double m = me * 3 % 5, other = -me;
  int k = 100 - me, l = me * 2;
  double wm = -1;
  int wk = 1 << 30, wl = 1 << 30;
  for (int n = 0; n < np; n++)
    if (n * 3 % 5 > wm)
      wm = n * 3 % 5;
  for (int n = 0; n < np; n++)
    if (n * 3 % 5 == wm) {
      wk = 100 - n < wk ? 100 - n : wk;
      wl = n * 2 < wl ? n * 2 : wl;
    }
#pragma xmp reduction(max: m / k, l /, other)
  EXPECT(m == wm);
  EXPECT_EQ(k, wk);
  EXPECT_EQ(l, wl);
  EXPECT(other == 0);

  /* lastmin over a node subset: the largest location among the holders of the minimum. */
  long mn = me % 2;
  int at = me;
#pragma xmp task on p[0:(np + 1) / 2]
  {
#pragma xmp reduction(lastmin: mn / at /)
    int want = 0;
    for (int n = 0; n < (np + 1) / 2; n++)
      if (n % 2 == 0)
        want = n;
    EXPECT_EQ(mn, 0);
    EXPECT_EQ(at, want);
  }

  /* A variable-length array in a loop's reduction clause. */
  int n = 4 + me % 2, i, j;
#pragma xmp bcast (n)
  int v[n], w[2][n];
  for (i = 0; i < n; i++) {
    v[i] = i + 10;
    w[0][i] = w[1][i] = 1;
  }
#pragma xmp loop on t[i][j] reduction(+: v) reduction(max: w)
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++) {
      v[(i + j) % n] += 1;
      if (w[1][j % n] < i + j)
        w[1][j % n] = i + j;
    }
  int want[8] = {0}, wmax = 1;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++) {
      want[(i + j) % n]++;
      if (j % n == 0 && i + j > wmax)
        wmax = i + j;
    }
  for (i = 0; i < n; i++) {
    EXPECT_EQ(v[i], i + 10 + want[i]);
    EXPECT_EQ(w[0][i], 1);
  }
  EXPECT_EQ(w[1][0], wmax);
  return xmp_test_finish();
}
