// xmp_nodes_comm (the reference implementation's library): *comm points at the MPI
// communicator of a node array, ranks in element order; the same pointer on a second call;
// XMP_FAILURE on a node outside the array. With the shm transport there is no MPI: a run-time
// error naming --transport=mpi.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %if transport-mpi %{ %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL %}
// RUN: %if transport-mpi %{ %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL %}
// RUN: %if transport-mpi %{ %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
// RUN: %if !transport-mpi %{ not %xmprun -n 2 %t 2>&1 | FileCheck %s --check-prefix=SHM %}
// SHM: xmp_nodes_comm: this program was built for the shm transport, which has no MPI communicator (build it with xmp-clang --transport=mpi)
#ifdef _XMP_TRANSPORT_MPI
#include <mpi.h>
#endif
#include "../xmp/Inputs/check.h"

#pragma xmp nodes p[*]
#pragma xmp nodes q[2] = p[0:2]

int main(void) {
  int P = xmp_num_nodes(), me = xmpc_node_num();
  void *c = 0, *again = 0;
  EXPECT_EQ(xmp_nodes_comm(xmp_desc_of(p), &c), 0);
#ifdef _XMP_TRANSPORT_MPI
  int n = -1, r = -1, sum = 0, one = me + 1;
  MPI_Comm comm = *(MPI_Comm *)c;
  MPI_Comm_size(comm, &n);
  MPI_Comm_rank(comm, &r);
  EXPECT_EQ(n, P);
  EXPECT_EQ(r, me);
  MPI_Allreduce(&one, &sum, 1, MPI_INT, MPI_SUM, comm);
  EXPECT_EQ(sum, P * (P + 1) / 2);
  EXPECT_EQ(xmp_nodes_comm(xmp_desc_of(p), &again), 0);
  EXPECT(again == c);
  if (me < 2) {
    EXPECT_EQ(xmp_nodes_comm(xmp_desc_of(q), &c), 0);
    comm = *(MPI_Comm *)c;
    MPI_Comm_size(comm, &n);
    MPI_Comm_rank(comm, &r);
    EXPECT_EQ(n, 2);
    EXPECT_EQ(r, me);
    MPI_Allreduce(&one, &sum, 1, MPI_INT, MPI_SUM, comm);
    EXPECT_EQ(sum, 3);
  } else {
    EXPECT_EQ(xmp_nodes_comm(xmp_desc_of(q), &c), XMP_FAILURE);
  }
#endif
  return xmp_test_finish();
}
