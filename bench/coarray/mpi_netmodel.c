/* The network model (XMP_NET) for an MPI program built with `xmp-clang --transport=mpi`: the
 * MPI calls of bench/himeno/himeno_mpi.c's timed loop, wrapped so that each first spends its
 * modelled time (xmp_net_model_mpi in libxmp-rt) and then runs through MPICH's PMPI_ entry.
 * Linked only into tools/pass-experiments' MPI Himeno; without XMP_NET the wrappers add a
 * call that returns at once. */
#include <mpi.h>
#include <stddef.h>

void xmp_net_model_mpi(int kind, size_t bytes, int nodes);

static size_t bytes_of(int count, MPI_Datatype t) {
  int size = 0;
  PMPI_Type_size(t, &size);
  return (size_t)count * (size_t)size;
}

int MPI_Sendrecv(const void *sbuf, int scount, MPI_Datatype stype, int dest, int stag,
                 void *rbuf, int rcount, MPI_Datatype rtype, int source, int rtag,
                 MPI_Comm comm, MPI_Status *status) {
  size_t s = dest == MPI_PROC_NULL ? 0 : bytes_of(scount, stype);
  size_t r = source == MPI_PROC_NULL ? 0 : bytes_of(rcount, rtype);
  if (dest != MPI_PROC_NULL || source != MPI_PROC_NULL)
    xmp_net_model_mpi(0, s > r ? s : r, 2);
  return PMPI_Sendrecv(sbuf, scount, stype, dest, stag, rbuf, rcount, rtype, source, rtag, comm,
                       status);
}

int MPI_Allreduce(const void *sbuf, void *rbuf, int count, MPI_Datatype t, MPI_Op op,
                  MPI_Comm comm) {
  int n = 1;
  PMPI_Comm_size(comm, &n);
  xmp_net_model_mpi(1, bytes_of(count, t), n);
  return PMPI_Allreduce(sbuf, rbuf, count, t, op, comm);
}

int MPI_Barrier(MPI_Comm comm) {
  int n = 1;
  PMPI_Comm_size(comm, &n);
  xmp_net_model_mpi(2, 0, n);
  return PMPI_Barrier(comm);
}
