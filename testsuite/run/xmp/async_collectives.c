// Async bcast and reduction (issue 3): on the mpi transport `async(id)` starts MPI_Ibcast /
// MPI_Iallreduce and wait_async / xmp_test_async complete them; on shm they complete eagerly.
// Values are checked only after the wait (the reference leaves them undefined before). Large
// buffers keep the MPI operations in flight across the start; several operations share an
// id; ids are waited in another order than started; a user-operator reduction (long double)
// and a subset `on` are included. XMP_STATS counts every async start.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: env XMP_STATS=1 %xmprun -n 2 %t 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// CHECK: PASS on [[N]] nodes
// STATS-DAG: xmp: node 0: stats:{{.*}} async=10{{ |$}}
// STATS-DAG: xmp: node 1: stats:{{.*}} async=10{{ |$}}
#include "Inputs/check.h"

#pragma xmp nodes p[*]

#define BIG (1 << 18)
static double big[BIG];
static long sums[BIG];

int main(void) {
  int me = xmpc_all_node_num(), n = xmp_all_num_nodes();

  /* 1. A large bcast from the last node, completed by wait_async. */
  for (int i = 0; i < BIG; i++)
    big[i] = me == n - 1 ? i * 0.5 : -1.0;
#pragma xmp bcast (big) from p[n - 1] async(1)
#pragma xmp wait_async (1)
  int bad = 0;
  for (int i = 0; i < BIG; i++)
    bad += big[i] != i * 0.5;
  EXPECT_EQ(bad, 0);

  /* 2. A large sum reduction, completed by polling xmp_test_async. */
  for (int i = 0; i < BIG; i++)
    sums[i] = (long)i * (me + 1);
#pragma xmp reduction (+:sums) async(2)
  long polls = 0;
  while (!xmp_test_async(2))
    polls++;
  EXPECT_EQ(xmp_test_async(2), 1); /* completed ids stay complete */
  long tri = (long)n * (n + 1) / 2;
  bad = 0;
  for (int i = 0; i < BIG; i++)
    bad += sums[i] != (long)i * tri;
  EXPECT_EQ(bad, 0);

  /* 3. Two ids, two operations under id 5, waited in the other order; a max reduction and a
   * user-operator (long double) reduction. */
  int mx = 100 + me;
  long double ld = me + 0.25L;
  double d = me == 0 ? 42.0 : 0.0;
  int x = me == 0 ? 7 : 0;
#pragma xmp reduction (max:mx) async(5)
#pragma xmp reduction (+:ld) async(6)
#pragma xmp bcast (d) async(5)
#pragma xmp bcast (x) async(6)
#pragma xmp wait_async (6, 5)
  EXPECT_EQ(mx, 100 + n - 1);
  EXPECT(ld == (long double)(n * (n - 1) / 2) + 0.25L * n);
  EXPECT(d == 42.0);
  EXPECT_EQ(x, 7);

  /* 3b. Unsigned max/min (the mpi transport uses its own operator: MPICH 4.0.2's MPI_MAX
   * compares unsigned types as signed). */
  unsigned char umx = me == n - 1 ? 254 : 3, umn = me == n - 1 ? 254 : 3;
#pragma xmp reduction (max:umx) async(7)
#pragma xmp reduction (min:umn) async(7)
#pragma xmp wait_async (7)
  EXPECT_EQ(umx, 254);
  EXPECT_EQ(umn, n == 1 ? 254 : 3);

  /* 4. On a subset: the last node keeps its value. */
  if (n > 1) {
    int s = me + 1;
#pragma xmp reduction (+:s) on p[0:n-1] async(9)
#pragma xmp wait_async (9)
    EXPECT_EQ(s, me == n - 1 ? n : (n - 1) * n / 2);
  }

  /* 5. A blocking collective after started ones (MPI orders them per communicator). */
  int y = me;
#pragma xmp reduction (+:y) async(10)
  int z = 1;
#pragma xmp reduction (+:z)
#pragma xmp wait_async (10)
  EXPECT_EQ(y, n * (n - 1) / 2);
  EXPECT_EQ(z, n);
  return xmp_test_finish();
}
