// An XMP main linked with an MPI library compiled by mpicc (Inputs/mpi_lib.c): the library's
// own MPI_Init/MPI_Finalize and its collectives on xmp_get_mpi_comm() with the local blocks
// of global arrays, over the entire node set and inside a task.
// REQUIRES: transport-mpi, mpicc
// RUN: mpicc.mpich -O2 -c %S/Inputs/mpi_lib.c -o %t.lib.o
// RUN: %xmpcc -O2 %s %t.lib.o -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// The library's unconditional MPI_Init, and xmp-clang -c objects linked by xmp-clang.
// RUN: %xmpcc -O2 -c -DSETUP_ALWAYS %s -o %t.main.o
// RUN: %xmpcc %t.main.o %t.lib.o -o %t.always
// RUN: %xmprun -n 3 %t.always | FileCheck %s -DN=3 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
#include <mpi.h>
#include "../xmp/Inputs/check.h"

int lib_setup(int *argc, char ***argv);
int lib_setup_always(int *argc, char ***argv);
double lib_dot(const double *x, const double *y, int len, MPI_Comm comm);
long lib_exscan(long value, MPI_Comm comm);
int lib_teardown(void);

#define N 1000

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double x[N], y[N];
#pragma xmp align x[i] with t[i]
#pragma xmp align y[i] with t[i]

int main(int argc, char **argv) {
#ifdef SETUP_ALWAYS
  EXPECT_EQ(lib_setup_always(&argc, &argv), MPI_SUCCESS);
#else
  EXPECT_EQ(lib_setup(&argc, &argv), MPI_SUCCESS);
#endif
  int me = xmpc_all_node_num(), n = xmp_all_num_nodes();
#pragma xmp loop on t[i]
  for (int i = 0; i < N; i++) {
    x[i] = i;
    y[i] = 3.0;
  }
  /* The library works on this node's block of the global arrays. */
  double *lx = NULL, *ly = NULL;
  int len = -1, len_y = -1;
  xmp_array_laddr(xmp_desc_of(x), (void **)&lx);
  xmp_array_laddr(xmp_desc_of(y), (void **)&ly);
  xmp_array_lsize(xmp_desc_of(x), 1, &len);
  xmp_array_lsize(xmp_desc_of(y), 1, &len_y);
  EXPECT_EQ(len, len_y);
  double d = lib_dot(lx, ly, len, xmp_get_mpi_comm());
  EXPECT_EQ(d, 3.0 * N * (N - 1) / 2);
  /* The blocks are in node order: the prefix sum of the block lengths is this block's first
   * global index. */
  long first = lib_exscan(len, xmp_get_mpi_comm());
  EXPECT_EQ(first, (long)lx[0]);

  /* On the second half of the nodes only: their communicator, their blocks. */
  int h = n / 2;
  if (h >= 1) {
#pragma xmp task on p[n - h:h]
    {
      double dh = lib_dot(lx, ly, len, xmp_get_mpi_comm());
      /* Node k owns [k*b, min((k+1)*b, N)) with b = ceil(N/n). */
      int b = (N + n - 1) / n, lo = (n - h) * b;
      EXPECT_EQ(dh, 3.0 * ((double)N * (N - 1) / 2 - (double)lo * (lo - 1) / 2));
      EXPECT_EQ(lib_exscan(1, xmp_get_mpi_comm()), me - (n - h));
    }
  }
  int fails = xmp_test_finish();
  EXPECT_EQ(lib_teardown(), MPI_SUCCESS);
  return fails;
}
