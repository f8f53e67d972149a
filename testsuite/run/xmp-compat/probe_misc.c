// Templates with lower bound, reverse and strided loops, cyclic(4), aligned parameters, async bcast/reduction/gmove, tasks on runtime nodes, gmove in/out in a task.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 30
#pragma xmp nodes p(*)
#pragma xmp template t(0:N)
#pragma xmp template tc(0:N)
#pragma xmp template tb(0:N)
#pragma xmp distribute t(block) onto p
#pragma xmp distribute tc(cyclic) onto p
#pragma xmp distribute tb(cyclic(4)) onto p
int a[N + 1], b[N + 1], c[N + 1];
#pragma xmp align a[i] with t(i)
#pragma xmp align b[i] with tc(i)
#pragma xmp align c[i] with tb(i)
#pragma xmp shadow a[1:0]
int result = 0;
static int sum_desc(int *x) {
  int s = 0;
#pragma xmp align x[i] with tc(i)
#pragma xmp loop (i) on tc(i) reduction(+:s)
  for (int i = 1; i <= N; i++) s += x[i];
  return s;
}
int main(void) {
  int me = xmp_node_num(), np = xmp_num_nodes();
#pragma xmp loop (i) on t(i)
  for (int i = 1; i <= N; i++) a[i] = i;
#pragma xmp loop (i) on tc(i)
  for (int i = N; i >= 1; i--) b[i] = 2 * i;
#pragma xmp loop (i) on tb(i)
  for (int i = 1; i <= N; i += 3) c[i] = 3 * i;
  int s = 0;
#pragma xmp loop (i) on tb(i) reduction(+:s)
  for (int i = 1; i <= N; i += 3) s += c[i];
  int w = 0; for (int i = 1; i <= N; i += 3) w += 3 * i;
  if (s != w) result = -1;
  if (sum_desc(b) != N * (N + 1)) result = -2;
#pragma xmp reflect (a) width(1:0)
  int s2 = 0;
#pragma xmp loop (i) on t(i) reduction(+:s2)
  for (int i = 2; i <= N; i++) s2 += a[i - 1];
  if (s2 != (N - 1) * N / 2) result = -3;
  int x = me;
#pragma xmp bcast (x) from p(np) async(1)
#pragma xmp wait_async(1)
  if (x != np) result = -4;
  int y = me;
#pragma xmp reduction(+:y) async(2)
#pragma xmp wait_async(2)
  if (y != np * (np + 1) / 2) result = -5;
  int loc[N + 1];
#pragma xmp gmove async(3)
  loc[1:N] = b[1:N];
#pragma xmp wait_async(3)
  for (int i = 1; i <= N; i++) if (loc[i] != 2 * i) result = -6;
#pragma xmp barrier on p(1:np)
#pragma xmp task on p(me)
  { if (xmp_num_nodes() != 1) result = -7; }
#pragma xmp task on p(1:np:2)
  {
    int z = 1;
#pragma xmp reduction(+:z)
    if (z != (np + 1) / 2) result = -8;
  }
  /* gmove in/out inside a task */
  int buf[5];
#pragma xmp task on p(1)
  {
#pragma xmp gmove in
    buf[0:5] = b[N-4:5];
    for (int k = 0; k < 5; k++) if (buf[k] != 2 * (N - 4 + k)) result = -9;
    for (int k = 0; k < 5; k++) buf[k] = -k;
#pragma xmp gmove out
    c[N-4:5] = buf[0:5];
  }
#pragma xmp barrier
#pragma xmp loop (i) on tb(i)
  for (int i = N - 4; i <= N; i++) if (c[i] != -(i - (N - 4))) result = -10;
#pragma xmp reduction(min:result)
#pragma xmp task on p(1)
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
