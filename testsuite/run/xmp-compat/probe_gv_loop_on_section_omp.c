// A hybrid XMP + OpenMP loop whose on clause has a section (`loop (i) on t(i, 1:2)` with
// `omp parallel for` after or before it): the nodes owning some of the section split their
// iterations among their threads, the other nodes skip the loop and keep their reduction
// variables.
// RUN: %xmpcc -O2 -fopenmp %s -o %t
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %xmpcc -O2 %s -o %t.noomp
// RUN: %xmprun -n 4 %t.noomp | FileCheck %s -DN=4 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 1000
#define M 4
#pragma xmp nodes p(*)
#pragma xmp template t(0:N-1, 0:M-1)
#pragma xmp distribute t(*, block) onto p
int a[N];
#pragma xmp align a[i] with t(i, *)

int main(void) {
  int me = xmp_node_num() - 1, np = xmp_num_nodes();
  int bs = (M + np - 1) / np;
  int mine = me * bs <= 2 && 1 <= me * bs + bs - 1;
  long s = 0, s2 = 0;
  int i;
#pragma xmp loop (i) on t(i, 1:2) reduction(+: s)
#pragma omp parallel for reduction(+: s)
  for (i = 0; i < N; i++) {
    a[i] = i;
    s += i;
  }
#pragma omp parallel for reduction(+: s2)
#pragma xmp loop (i) on t(i, 1:2) reduction(+: s2)
  for (i = 0; i < N; i++)
    s2 += a[i];
  EXPECT_EQ(s, mine ? (long)N * (N - 1) / 2 : 0);
  EXPECT_EQ(s2, mine ? (long)N * (N - 1) / 2 : 0);
  return xmp_test_finish();
}
