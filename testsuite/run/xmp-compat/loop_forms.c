// Loop and task forms of code written for the reference implementation: a loop without an
// index list whose indices come from the on clause (`loop on t[j][i]` over `for i`/`for j`),
// `reduction(max: m / i, j /)` (the location form of max, read as firstmax, -Wxmp-compat) and
// `task on ... nocomm` (-Wxmp-compat).
// RUN: %xmpcc -O2 %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// WARN-DAG: warning: location variables with 'max' are not XMP/C 1.4; the standard spelling is 'firstmax: m / loc, ... /' [-Wxmp-compat]
// WARN-DAG: warning: location variables with 'min' are not XMP/C 1.4
// WARN-DAG: warning: 'nocomm' on 'task' is not XMP/C 1.4
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 16
#pragma xmp nodes p[*]
#pragma xmp template t[N][N]
#pragma xmp distribute t[block][*] onto p
double a[N][N];
#pragma xmp align a[j][i] with t[j][i]

int main(void) {
  int i, j;
#pragma xmp loop on t[j][i]
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      a[j][i] = (i * 7 + j * 3) % 23;
  double m = -1, mn = 1e9, s = 0;
  int mi = -1, mj = -1, ni = -1;
#pragma xmp loop on t[j][i] reduction(max: m / mi, mj /) reduction(+: s) reduction(min: mn / ni /)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      s += a[j][i];
      if (a[j][i] > m) {
        m = a[j][i];
        mi = i;
        mj = j;
      }
      if (a[j][i] < mn) {
        mn = a[j][i];
        ni = i;
      }
    }
  double wm = -1, wmn = 1e9, ws = 0;
  int wi = -1, wj = -1, wni = -1;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      double v = (i * 7 + j * 3) % 23;
      ws += v;
      if (v > wm) {
        wm = v;
        wi = i;
        wj = j;
      }
      if (v < wmn) {
        wmn = v;
        wni = i;
      }
    }
  EXPECT(s == ws);
  EXPECT(m == wm);
  EXPECT(mn == wmn);
  /* firstmax: the first location in sequential iteration order. */
  EXPECT_EQ(mi, wi);
  EXPECT_EQ(mj, wj);
  EXPECT_EQ(ni, wni);

  int in_task = 0;
#pragma xmp task on p[0] nocomm
  {
    in_task = 1;
    EXPECT_EQ(xmpc_node_num(), 0);
  }
  int total = in_task;
#pragma xmp reduction(+: total)
  EXPECT_EQ(total, 1);
  return xmp_test_finish();
}
