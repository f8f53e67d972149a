// A section (bounded triplet) in a loop's on clause on a dimension without a loop index
// (`loop (i) on t(i, 2:5)`, `on t[2:4][i]`, with a step): the nodes owning some template index
// of the section run the iterations, the other nodes along that dimension skip them; a
// reduction counts each iteration once and the skipping nodes keep their value.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s -DN=4 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 10
#define M 8
#pragma xmp nodes p(*)
#pragma xmp template t(0:N-1, 0:M-1)
#pragma xmp distribute t(*, block) onto p
#pragma xmp template c(0:N-1, 0:M-1)
#pragma xmp distribute c(*, cyclic) onto p
int b[N];
#pragma xmp align b[i] with t(i, *)

/* Whether node k of np owns some index of lo..ub step st of an extent-M block (cyclic)
   dimension. */
static int owns(int k, int np, int lo, int ub, int st, int cyclic) {
  int bs = (M + np - 1) / np;
  for (int j = lo; j <= ub; j += st)
    if (cyclic ? j % np == k : j / bs == k)
      return 1;
  return 0;
}

int main(void) {
  int me = xmp_node_num() - 1, np = xmp_num_nodes();
  int runs = 0;
  long s = 7;
#pragma xmp loop (i) on t(i, 2:5) reduction(+: s)
  for (int i = 0; i < N; i++) {
    runs++;
    b[i] = i + 1;
    s += i;
  }
  int mine = owns(me, np, 2, 5, 1, 0);
  EXPECT_EQ(runs, mine ? N : 0);
  EXPECT_EQ(s, mine ? 7 + N * (N - 1) / 2 : 7);
  for (int i = 0; i < N; i++)
    EXPECT_EQ(b[i], mine ? i + 1 : 0);

  /* Bracket form: base 2, length 3 (indices 2..4), a decreasing loop. */
  runs = 0;
#pragma xmp loop (i) on t[2:3][i]
  for (int i = N - 1; i >= 0; i--)
    runs++;
  EXPECT_EQ(runs, owns(me, np, 2, 4, 1, 0) ? N : 0);

  /* A step on a cyclic dimension: indices 1, 4, 7; a max reduction. */
  runs = 0;
  int mx = -1;
#pragma xmp loop (i) on c(i, 1:7:3) reduction(MAX: mx)
  for (int i = 0; i < N; i += 2) {
    runs++;
    if (i > mx)
      mx = i;
  }
  mine = owns(me, np, 1, 7, 3, 1);
  EXPECT_EQ(runs, mine ? N / 2 : 0);
  EXPECT_EQ(mx, mine ? N - 2 : -1);

  /* A section with a run-time bound and a single index. */
  int hi = M - 1;
  runs = 0;
#pragma xmp loop (i) on t(i, hi:hi)
  for (int i = 0; i < N; i++)
    runs++;
  EXPECT_EQ(runs, owns(me, np, hi, hi, 1, 0) ? N : 0);
  return xmp_test_finish();
}
