/* An MPI library as existing codes have them, compiled by mpicc (not by xmp-clang): its set-up
 * calls MPI_Init itself, its routines take a communicator and the caller's local data. */
#include <mpi.h>

static int lib_ready;

/* The library's set-up: MPI_Init unless MPI runs already (then nothing to do). */
int lib_setup(int *argc, char ***argv) {
  int flag = 0;
  MPI_Initialized(&flag);
  lib_ready = 1;
  return flag ? MPI_SUCCESS : MPI_Init(argc, argv);
}

/* Its unconditional variant: a library that assumes it is the one to start MPI. */
int lib_setup_always(int *argc, char ***argv) {
  lib_ready = 1;
  return MPI_Init(argc, argv);
}

/* Global dot product of vectors distributed in blocks of `len` elements. */
double lib_dot(const double *x, const double *y, int len, MPI_Comm comm) {
  double local = 0, global = 0;
  for (int i = 0; i < len; i++)
    local += x[i] * y[i];
  MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, comm);
  return lib_ready ? global : -1;
}

/* The sum of `value` over the ranks below the caller's (an exclusive prefix sum). */
long lib_exscan(long value, MPI_Comm comm) {
  long below = 0;
  int rank;
  MPI_Comm_rank(comm, &rank);
  MPI_Exscan(&value, &below, 1, MPI_LONG, MPI_SUM, comm);
  return rank == 0 ? 0 : below;
}

int lib_teardown(void) { return MPI_Finalize(); }
