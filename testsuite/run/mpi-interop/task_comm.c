// MPI interoperation (reference 10.8): an XMP loop computes partial sums, then MPI_Allreduce
// and MPI_Allgather run on xmp_get_mpi_comm(), over the entire node set and inside tasks,
// where the communicator has the task's nodes in node order.
// REQUIRES: transport-mpi
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// Started without mpiexec the program is one node: MPI is a singleton of one rank.
// RUN: %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
#include <mpi.h>
#include <stdlib.h>
#include "../xmp/Inputs/check.h"

#define N 100

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double a[N];
#pragma xmp align a[i] with t[i]

int main(void) {
  int me = xmpc_all_node_num(), n = xmp_all_num_nodes();
  double part = 0;
#pragma xmp loop on t[i]
  for (int i = 0; i < N; i++) {
    a[i] = 2.0 * i;
    part += a[i];
  }

  /* The entire node set: ranks and size as the nodes', the sum as the formula's. */
  MPI_Comm all = xmp_get_mpi_comm();
  int size = -1, rank = -1;
  MPI_Comm_size(all, &size);
  MPI_Comm_rank(all, &rank);
  EXPECT_EQ(size, n);
  EXPECT_EQ(rank, me);
  double total = 0;
  MPI_Allreduce(&part, &total, 1, MPI_DOUBLE, MPI_SUM, all);
  EXPECT_EQ(total, (double)N * (N - 1));
  /* Under mpiexec a duplicate of the job's world (the program's messages never meet the
   * runtime's); a singleton gets the world itself. */
  int cmp = -1;
  MPI_Comm_compare(all, MPI_COMM_WORLD, &cmp);
  EXPECT(cmp == MPI_CONGRUENT || (n == 1 && cmp == MPI_IDENT));
  EXPECT(xmp_get_mpi_comm() == all);

  /* Node k owns the block [k*b, (k+1)*b) of t (block size b = ceil(N/n)). */
  int b = (N + n - 1) / n;
  double node0 = 2.0 * b * (b - 1) / 2;

  if (n > 1) {
    int ran = 0;
#pragma xmp task on p[1:n-1]
    {
      ran = 1;
      MPI_Comm c = xmp_get_mpi_comm();
      MPI_Comm_size(c, &size);
      MPI_Comm_rank(c, &rank);
      EXPECT_EQ(size, n - 1);
      EXPECT_EQ(rank, me - 1);
      EXPECT_EQ(rank, xmpc_node_num());
      double s = 0;
      MPI_Allreduce(&part, &s, 1, MPI_DOUBLE, MPI_SUM, c);
      EXPECT_EQ(s, (double)N * (N - 1) - node0);
      /* Ranks follow the node order of the task. */
      int *who = malloc(sizeof(int) * (n - 1));
      MPI_Allgather(&me, 1, MPI_INT, who, 1, MPI_INT, c);
      for (int k = 0; k < n - 1; k++)
        EXPECT_EQ(who[k], k + 1);
      free(who);
      /* The same handle on a second call; XMP collectives still work beside it. */
      EXPECT(xmp_get_mpi_comm() == c);
      int x = me;
#pragma xmp reduction (+:x)
      EXPECT_EQ(x, n * (n - 1) / 2);
    }
    EXPECT_EQ(ran, me >= 1);
  }

  /* Every second node, in a loop of tasks: one communicator per node set. */
  for (int rep = 0; rep < 3; rep++) {
#pragma xmp task on p[0:(n + 1) / 2:2]
    {
      MPI_Comm c = xmp_get_mpi_comm();
      int s = 0;
      MPI_Allreduce(&me, &s, 1, MPI_INT, MPI_SUM, c);
      int want = 0;
      for (int k = 0; k < n; k += 2)
        want += k;
      EXPECT_EQ(s, want);
      MPI_Comm_size(c, &size);
      EXPECT_EQ(size, (n + 1) / 2);
    }
  }

  /* Back on the entire set. */
  EXPECT(xmp_get_mpi_comm() == all);
  return xmp_test_finish();
}
