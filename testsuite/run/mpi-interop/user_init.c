// The program's own MPI set-up around XMP code: MPI_Init (or MPI_Init_thread, or the
// reference's xmp_init_mpi) before any XMP construct and MPI_Finalize (xmp_finalize_mpi) at
// the end. MPI runs from before main, so these must neither initialise nor finalize twice.
// REQUIRES: transport-mpi
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmpcc -O2 -DUSE_INIT_THREAD %s -o %t.thread
// RUN: %xmprun -n 3 %t.thread | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %t.thread | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmpcc -O2 -DUSE_XMP_INIT_MPI %s -o %t.xmp
// RUN: %xmprun -n 2 %t.xmp | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %t.xmp | FileCheck %s -DN=1 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
// CHECK: finalized
#include <mpi.h>
#include "../xmp/Inputs/check.h"

#pragma xmp nodes p[*]
#pragma xmp template t[64]
#pragma xmp distribute t[block] onto p
int v[64];
#pragma xmp align v[i] with t[i]

int main(int argc, char **argv) {
#if defined(USE_INIT_THREAD)
  int provided = -1;
  int rc = MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
#elif defined(USE_XMP_INIT_MPI)
  int rc = MPI_SUCCESS;
  xmp_init_mpi(&argc, &argv);
#else
  int rc = MPI_Init(&argc, &argv);
#endif
  int me = xmpc_all_node_num(), n = xmp_all_num_nodes();
  EXPECT_EQ(rc, MPI_SUCCESS);
#if defined(USE_INIT_THREAD)
  EXPECT(provided >= MPI_THREAD_FUNNELED);
#endif
  int flag = 0;
  MPI_Initialized(&flag);
  EXPECT_EQ(flag, 1);
  /* main's arguments come through (MPICH removes none of them under mpiexec). */
  EXPECT(argc >= 1 && argv[0] != NULL);

  int wrank = -1, wsize = -1;
  MPI_Comm_rank(MPI_COMM_WORLD, &wrank);
  MPI_Comm_size(MPI_COMM_WORLD, &wsize);
  EXPECT_EQ(wrank, me);
  EXPECT_EQ(wsize, n);

  /* XMP code between the program's MPI calls. */
#pragma xmp loop on t[i]
  for (int i = 0; i < 64; i++)
    v[i] = i;
  int s = 0;
#pragma xmp loop on t[i] reduction(+:s)
  for (int i = 0; i < 64; i++)
    s += v[i];
  EXPECT_EQ(s, 64 * 63 / 2);
  /* MPI point-to-point on the world: a ring. */
  int from = -1, right = (me + 1) % n, left = (me + n - 1) % n;
  MPI_Sendrecv(&me, 1, MPI_INT, right, 5, &from, 1, MPI_INT, left, 5, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
  EXPECT_EQ(from, left);
  int x = me;
#pragma xmp bcast (x) from p[n - 1]
  EXPECT_EQ(x, n - 1);

  int fails = xmp_test_finish();
#if defined(USE_XMP_INIT_MPI)
  xmp_finalize_mpi();
#else
  EXPECT_EQ(MPI_Finalize(), MPI_SUCCESS);
#endif
  flag = 0;
  MPI_Finalized(&flag);
  if (me == 0)
    printf("%s\n", flag ? "finalized" : "FAIL: MPI_Finalized is false");
  return fails;
}
