// Tasks on a 2-D node array `q(2,4)`: a task on a column section with a loop reduction over
// the rows that column owns, a nested task and a bcast inside it; `tasks` with tasks on 2-D
// sections, a nested task on a template section.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=ERROR %}
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 8
#pragma xmp nodes q(2, 4)
#pragma xmp template t(0:N-1, 0:N-1)
#pragma xmp distribute t(block, block) onto q
int a[N][N];
#pragma xmp align a[i][j] with t(j, i)
int result = 0;
static int me;
static void chk(int k, int ok) { if (!ok) { if (!result) printf("node %d fails %d\n", me, k); result = k; } }
int main(void) {
  int i, j;
  me = xmp_node_num();
#pragma xmp loop (j, i) on t(j, i)
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) a[i][j] = i * N + j;
  int x = (me - 1) % 2 + 1, y = (me - 1) / 2 + 1;
  /* a task on one column of q: a loop over the rows that column owns */
#pragma xmp task on q(:, 2)
  {
    chk(1, y == 2 && xmp_num_nodes() == 2);
    int s = 0;
#pragma xmp loop (j, i) on t(j, i) reduction(+:s)
    for (i = 2; i < 4; i++) for (j = 0; j < N; j++) s += a[i][j];
    chk(2, s == (2 * N + 3 * N) * N + 2 * N * (N - 1) / 2);
#pragma xmp task on q(2, 2)
    {
      chk(3, x == 2 && y == 2 && xmp_num_nodes() == 1 && xmp_node_num() == 1);
    }
    int b = me;
#pragma xmp bcast (b) from q(2, 2)
    chk(4, b == 4);
  }
#pragma xmp tasks
  {
#pragma xmp task on q(1, 1:2)
    {
      int r = 1;
#pragma xmp reduction(+:r)
      chk(5, r == 2);
    }
#pragma xmp task on q(1:2, 3:4)
    {
      int r = 1;
#pragma xmp reduction(+:r)
      chk(6, r == 4);
#pragma xmp task on t(4:7, 6:7)
      {
        chk(7, y == 4 && x == 2 && xmp_num_nodes() == 1);
      }
    }
  }
#pragma xmp reduction(MAX:result)
  if (result == 0) printf("PASS %d\n", me); else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
