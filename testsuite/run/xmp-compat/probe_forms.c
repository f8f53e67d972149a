// bcast from a template element (block, cyclic(2)) and on node subsets with and without from, reductions on a node subset and a template section, a loop whose on clause shifts the index, '*' '|' '&' loop reductions, transposed alignment on a cyclic x block template with lastmax locations, tasks on a template element and section, async bcast of an array.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 24
#pragma xmp nodes p(4)
#pragma xmp nodes q(2,2) = p(1:4)
#pragma xmp template t(0:N-1)
#pragma xmp template tc(0:N-1)
#pragma xmp template t2(0:N-1,0:N-1)
#pragma xmp distribute t(block) onto p
#pragma xmp distribute tc(cyclic(2)) onto p
#pragma xmp distribute t2(cyclic,block) onto q
int a[N], c[N], m[N][N];
#pragma xmp align a[i] with t(i)
#pragma xmp align c[i] with tc(i)
#pragma xmp align m[i][j] with t2(j,i)
int result = 0;
#define FAIL(k) do { result = (k); printf("node %d fails %d\n", me, k); } while (0)
int main(void) {
  int me = xmp_node_num(), i, j;
  /* bcast from a template element: the owner of t(13) (node 3) and of tc(5) (node 3). */
  int x = me * 10;
#pragma xmp bcast (x) from t(13)
  if (x != 30) FAIL(1);
  x = me * 10;
#pragma xmp bcast (x) from tc(5)
  if (x != 30) FAIL(2);
  /* bcast on a node subset, source the last of the subset. */
  x = me;
#pragma xmp bcast (x) from p(3) on p(2:3)
  if ((me == 2 || me == 3) ? x != 3 : x != me) FAIL(3);
  /* bcast on a subset without from: the subset's first node. */
  x = me;
#pragma xmp bcast (x) on p(2:4)
  if (me >= 2 ? x != 2 : x != 1) FAIL(4);
  /* reduction on a subset and on a template section. */
  x = me;
#pragma xmp reduction (+:x) on p(2:3)
  if ((me == 2 || me == 3) ? x != 5 : x != me) FAIL(5);
  x = me;
#pragma xmp reduction (max:x) on t(0:11)
  if (me <= 2 ? x != 2 : x != me) FAIL(6);
  /* loop whose on clause shifts the index; the body sees global indices. */
#pragma xmp loop (i) on t(i)
  for (i = 0; i < N; i++) a[i] = i;
  int s = 0;
#pragma xmp loop (i) on t(i + 1) reduction(+:s)
  for (i = 0; i < N - 1; i++) s += a[i + 1];
  if (s != N * (N - 1) / 2) FAIL(7);
  /* multiplication and bitwise loop reductions. */
  double pr = 1.0;
  long long bo = 0;
  unsigned ba = ~0u;
#pragma xmp loop (i) on tc(i) reduction(*:pr) reduction(|:bo) reduction(&:ba)
  for (i = 0; i < N; i++) {
    pr *= (i % 3 == 0) ? 2.0 : 1.0;
    bo |= 1LL << (i + 20);
    ba &= ~(1u << (i % 8));
  }
  if (pr != 256.0 || bo != (((1LL << N) - 1) << 20) || ba != (~0u & ~0xffu)) FAIL(8);
  /* transposed alignment on a cyclic x block template over a 2x2 node array. */
#pragma xmp loop (i, j) on t2(j, i)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) m[i][j] = i * 100 + j;
  long ms = 0;
  int mx = -1, mi = -1, mj = -1;
#pragma xmp loop (i, j) on t2(j, i) reduction(+:ms) reduction(lastmax:mx/mi,mj/)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      ms += m[i][j];
      if (m[i][j] % 50 >= mx) { mx = m[i][j] % 50; mi = i; mj = j; }
    }
  long ws = 0;
  int wx = -1, wi = -1, wj = -1;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      ws += i * 100 + j;
      if ((i * 100 + j) % 50 >= wx) { wx = (i * 100 + j) % 50; wi = i; wj = j; }
    }
  if (ms != ws || mx != wx || mi != wi || mj != wj) FAIL(9);
  /* task on a template element; inside it, the executing set is the owner. */
  int in = 0;
#pragma xmp task on t(20)
  {
    in = xmp_num_nodes() * 100 + xmp_node_num();
  }
  if (me == 4 ? in != 101 : in != 0) FAIL(10);
  /* task on a template section, with a reduction inside on the task's nodes. */
  x = me;
#pragma xmp task on t(6:17)
  {
#pragma xmp reduction (+:x)
  }
  if ((me == 2 || me == 3) ? x != 5 : x != me) FAIL(11);
  /* a loop inside a task that covers part of the template. */
  s = 0;
#pragma xmp task on p(1:2)
  {
#pragma xmp loop (i) on t(i) reduction(+:s)
    for (i = 0; i < 12; i++) s += a[i];
  }
  if (me <= 2 ? s != 66 : s != 0) FAIL(12);
  /* async bcast of an array, then wait. */
  int arr[5];
  for (i = 0; i < 5; i++) arr[i] = me * i;
#pragma xmp bcast (arr) from p(4) async(7)
#pragma xmp wait_async(7)
  for (i = 0; i < 5; i++) if (arr[i] != 4 * i) FAIL(13);
#pragma xmp reduction (max:result)
  if (result == 0) printf("PASS %d\n", me);
  else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
