/* MPI_Send/MPI_Recv ping-pong between ranks 0 and 1, the baseline of tools/bench coarray
 * (build with mpicc.mpich -cc=clang-22 -O2). Usage: pingpong_mpi [divisor [size,...]] (only
 * the listed sizes when given). Prints
 * `mpi <bytes> B: <us> us`: half a round trip, median of 5 timed blocks. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXB (8 << 20)
static char sbuf[MAXB], rbuf[MAXB];

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static long reps(long n, long divisor) {
  long r = n <= 4096 ? 2000 : n <= 65536 ? 500 : n <= (1 << 20) ? 60 : 12;
  r /= divisor;
  return r < 2 ? 2 : r;
}

static int me, bad;

static double block(int n, long r) {
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = MPI_Wtime();
  for (long i = 0; i < r; i++) {
    if (me == 0) {
      sbuf[0] = (char)i;
      MPI_Send(sbuf, n, MPI_CHAR, 1, 0, MPI_COMM_WORLD);
      MPI_Recv(rbuf, n, MPI_CHAR, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      if (rbuf[0] != (char)i) bad++;
    } else {
      MPI_Recv(rbuf, n, MPI_CHAR, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      if (rbuf[0] != (char)i) bad++;
      sbuf[0] = (char)i;
      MPI_Send(sbuf, n, MPI_CHAR, 0, 0, MPI_COMM_WORLD);
    }
  }
  return (MPI_Wtime() - t0) / r / 2 * 1e6;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  long div = argc > 1 ? atol(argv[1]) : 1;
  if (div < 1) div = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &me);
  static const int sizes[] = {8, 64, 512, 4096, 32768, 262144, 2 << 20, 8 << 20};
  const char *only = argc > 2 && argv[2][0] ? argv[2] : NULL;
  for (int k = 0; k < 8; k++) {
    if (only) {
      int want = 0;
      for (const char *p = only; p && *p; p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL)
        want |= atol(p) == sizes[k];
      if (!want) continue;
    }
    long r = reps(sizes[k], div);
    double t[5];
    block(sizes[k], r > 4 ? r / 4 : 1);
    for (int j = 0; j < 5; j++) t[j] = block(sizes[k], r);
    qsort(t, 5, sizeof t[0], cmp);
    if (me == 0) printf("mpi %d B: %.3f us\n", sizes[k], t[2]);
    fflush(stdout);
  }
  if (bad) printf("rank %d: FAIL (%d wrong values)\n", me, bad);
  MPI_Finalize();
  return 0;
}
