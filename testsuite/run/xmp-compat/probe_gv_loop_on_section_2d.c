// A section in a loop's on clause over a 2-D node array (`loop (i) on t(i, 1:3)` with both
// template dimensions distributed): the nodes along the section's node dimension that own some
// of its indices run their own block of `i`; reductions combine the blocks once; a body that
// asks for the executing nodes runs in the iteration's node set; with peel_and_wait the nodes
// that skip the nests still wait for the asynchronous reflect.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t | FileCheck %s -DN=6 --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s -DN=4 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 12
#define M 8
#pragma xmp nodes q(2, *)
#pragma xmp template t(0:N-1, 0:M-1)
#pragma xmp distribute t(block, block) onto q
double a[M][N];
#pragma xmp align a[j][i] with t(i, j)
double c[N], d[N];
#pragma xmp align c[i] with t(i, *)
#pragma xmp align d[i] with t(i, *)
#pragma xmp shadow c[1]

int main(void) {
  int np = xmp_num_nodes(), ny = np / 2;
  int me = xmp_node_num() - 1;
  int mx = me % 2, my = me / 2;
  int bs = (M + ny - 1) / ny;
  /* Does this node's j block meet lo..ub? */
  int jlo = my * bs, jhi = jlo + bs - 1 < M - 1 ? jlo + bs - 1 : M - 1;
#define MEETS(lo, ub) (jlo <= (ub) && (lo) <= jhi)
#pragma xmp loop (i, j) on t(i, j)
  for (int j = 0; j < M; j++)
    for (int i = 0; i < N; i++)
      a[j][i] = j * 100 + i;

  long s = 0;
  double big = 0;
  int runs = 0;
#pragma xmp loop (i) on t(i, 1:3) reduction(+: s) reduction(MAX: big)
  for (int i = 0; i < N; i++) {
    runs++;
    s += i;
    /* This node's own elements of the section's rows. */
    for (int j = 1; j <= 3; j++)
      if (j >= jlo && j <= jhi && a[j][i] > big)
        big = a[j][i];
  }
  int mine = MEETS(1, 3);
  EXPECT_EQ(runs, mine ? N / 2 : 0);
  EXPECT_EQ(s, mine ? N * (N - 1) / 2 : 0);
  /* Each node combines with the nodes of its own j coordinate: the largest of its rows. */
  int top = jhi < 3 ? jhi : 3;
  EXPECT(big == (mine ? top * 100 + N - 1 : 0));

  /* Bracket form (base 5, length 3: indices 5..7) and a body that asks for the executing
     set: an iteration runs on the owners of its `i` that own some of j = 5..7. */
  int seen = -1;
  runs = 0;
#pragma xmp loop (i) on t[5:3][i]
  for (int i = 0; i < N; i++) {
    runs++;
    seen = xmp_num_nodes();
  }
  mine = MEETS(5, 7);
  EXPECT_EQ(runs, mine ? N / 2 : 0);
  int owners = 0;
  for (int y = 0; y < ny; y++)
    owners += y * bs <= 7 && 5 <= y * bs + bs - 1;
  EXPECT_EQ(seen, mine ? owners : -1);

  /* peel_and_wait: the nodes that skip the nest still complete the async reflect */
#pragma xmp loop (i) on t(i, *)
  for (int i = 0; i < N; i++) {
    c[i] = i * i;
    d[i] = -1;
  }
#pragma xmp reflect (c) async(5)
#pragma xmp loop (i) on t(i, 6:7) peel_and_wait(5, -1, 0)
  for (int i = 1; i < N - 1; i++)
    d[i] = c[i - 1] + c[i + 1];
  mine = MEETS(6, 7);
#pragma xmp loop (i) on t(i, *)
  for (int i = 1; i < N - 1; i++) {
    EXPECT(c[i - 1] + c[i + 1] == 2 * i * i + 2);
    EXPECT(d[i] == (mine ? 2 * i * i + 2 : -1));
  }
  return xmp_test_finish();
}
