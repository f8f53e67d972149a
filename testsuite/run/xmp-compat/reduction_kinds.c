// Upper-case and named reduction kinds (-Wxmp-compat) reduce as their standard spellings.
// RUN: %xmpcc -O2 %s -o %t 2>/dev/null
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#pragma xmp nodes p[*]
#pragma xmp template t[100]
#pragma xmp distribute t[block] onto p
double a[100];
#pragma xmp align a[i] with t[i]

int main(void) {
  int n = xmp_num_nodes(), me = xmpc_node_num();
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < 100; i++)
    a[i] = (i * 37) % 101;
  double mx = -1, mn = 1e9, s = 0;
  int at = -1;
#pragma xmp loop (i) on t[i] reduction(MAX: mx) reduction(Min: mn) reduction(PLUS: s)
  for (int i = 0; i < 100; i++) {
    if (a[i] > mx)
      mx = a[i];
    if (a[i] < mn)
      mn = a[i];
    s += a[i];
  }
  double best = -1;
#pragma xmp loop (i) on t[i] reduction(FIRSTMAX: best / at /)
  for (int i = 0; i < 100; i++)
    if (a[i] > best) {
      best = a[i];
      at = i;
    }
  double smx = -1, ssum = 0;
  for (int i = 0; i < 100; i++) {
    double v = (i * 37) % 101;
    smx = v > smx ? v : smx;
    ssum += v;
  }
  EXPECT(mx == smx);
  EXPECT(mn == 0);
  EXPECT(s == ssum);
  EXPECT(best == smx);
  EXPECT_EQ((at * 37) % 101, (int)smx);
  int m = me + 1, bits = 1 << me, all = 1, p = me % 2 + 1;
#pragma xmp reduction(MAX: m)
#pragma xmp reduction(BOR: bits)
#pragma xmp reduction(LAND: all)
#pragma xmp reduction(PROD: p)
  EXPECT_EQ(m, n);
  EXPECT_EQ(bits, (1 << n) - 1);
  EXPECT_EQ(all, 1);
  EXPECT_EQ(p, 1 << (n / 2));
  return xmp_test_finish();
}
