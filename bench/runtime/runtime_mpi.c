/* The cases of runtime.c written directly against MPI: the baseline of `tools/bench runtime`.
 * Same sizes, iteration counts, warm-up/calibration, time budget, slowest-rank time and output
 * format (prefix `mpi`):
 *   mpi n=N <case> <bytes> B: <microseconds per operation> us iters=<timed operations>
 * Puts go into an MPI-3 window (MPI_Win_allocate, passive target, lock_all) with a flush after
 * each put, as the runtime's mpi transport does. Optional argument: iteration divisor.
 *   mpicc.mpich -cc=clang-22 -O2 runtime_mpi.c -o runtime_mpi && mpiexec.mpich -n 2 ./runtime_mpi */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench_alloc.h"

#define BUDGET_S 0.25

static int me, n, divisor = 1;

static int reps(size_t bytes) {
  /* Operations of 64 bytes or less take well under a microsecond: 20000 of them keep a timed
   * loop at several milliseconds, so one interrupt or time slice does not decide a ratio. */
  int r = bytes >= (1 << 20) ? 50 : bytes >= 65536 ? 500 : bytes > 64 ? 2000 : 20000;
  r /= divisor;
  return r < 1 ? 1 : r;
}
static int warm(size_t bytes) {
  int w = reps(bytes) / 50;
  return w < 2 ? 2 : w;
}

static double slowest(double t) {
  double m;
  MPI_Allreduce(&t, &m, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  return m;
}

static int iterations(size_t bytes, double warm_t) {
  double per = slowest(warm_t) / warm(bytes);
  int r = reps(bytes);
  if (per * r <= BUDGET_S) return r;
  int k = (int)(BUDGET_S / per);
  return k < warm(bytes) ? warm(bytes) : k;
}

static void report(const char *what, size_t bytes, double t, int iters) {
  t = slowest(t);
  if (me == 0) printf("mpi n=%d %s %zu B: %.3f us iters=%d\n", n, what, bytes, t / iters * 1e6, iters);
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  if (argc > 1 && atoi(argv[1]) > 0) divisor = atoi(argv[1]);
  MPI_Comm_rank(MPI_COMM_WORLD, &me);
  MPI_Comm_size(MPI_COMM_WORLD, &n);

  MPI_Barrier(MPI_COMM_WORLD);
  double t = MPI_Wtime();
  for (int i = 0; i < warm(0); i++) MPI_Barrier(MPI_COMM_WORLD);
  int it = iterations(0, MPI_Wtime() - t);
  MPI_Barrier(MPI_COMM_WORLD);
  t = MPI_Wtime();
  for (int i = 0; i < it; i++) MPI_Barrier(MPI_COMM_WORLD);
  report("barrier", 0, MPI_Wtime() - t, it);

  size_t red[3] = {8, 4096, 1 << 20};
  for (int s = 0; s < 3; s++) {
    int cnt = (int)(red[s] / 8);
    double *buf = zalloc(cnt * 8), *out = zalloc(cnt * 8);
    MPI_Barrier(MPI_COMM_WORLD);
    t = MPI_Wtime();
    for (int i = 0; i < warm(red[s]); i++)
      MPI_Allreduce(buf, out, cnt, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    it = iterations(red[s], MPI_Wtime() - t);
    MPI_Barrier(MPI_COMM_WORLD);
    t = MPI_Wtime();
    for (int i = 0; i < it; i++) MPI_Allreduce(buf, out, cnt, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    report("allreduce", red[s], MPI_Wtime() - t, it);
    free(buf);
    free(out);
  }

  size_t bc[2] = {8, 1 << 20};
  for (int s = 0; s < 2; s++) {
    char *buf = zalloc(bc[s]);
    MPI_Barrier(MPI_COMM_WORLD);
    t = MPI_Wtime();
    for (int i = 0; i < warm(bc[s]); i++) MPI_Bcast(buf, (int)bc[s], MPI_BYTE, 0, MPI_COMM_WORLD);
    it = iterations(bc[s], MPI_Wtime() - t);
    MPI_Barrier(MPI_COMM_WORLD);
    t = MPI_Wtime();
    for (int i = 0; i < it; i++) MPI_Bcast(buf, (int)bc[s], MPI_BYTE, 0, MPI_COMM_WORLD);
    report("bcast", bc[s], MPI_Wtime() - t, it);
    free(buf);
  }

  size_t max = 8 << 20;
  char *base, *src = zalloc(max);
  MPI_Win win;
  MPI_Win_allocate((MPI_Aint)max, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
  MPI_Win_lock_all(0, win);
  size_t puts[6] = {8, 512, 32768, 262144, 2097152, 8388608};
  for (int p = 0; p < 6; p++) {
    size_t b = puts[p];
    MPI_Barrier(MPI_COMM_WORLD);
    t = MPI_Wtime();
    if (me == 0)
      for (int i = 0; i < warm(b); i++) {
        MPI_Put(src, (int)b, MPI_BYTE, n - 1, 0, (int)b, MPI_BYTE, win);
        MPI_Win_flush(n - 1, win);
      }
    it = iterations(b, MPI_Wtime() - t);
    MPI_Barrier(MPI_COMM_WORLD);
    t = MPI_Wtime();
    if (me == 0)
      for (int i = 0; i < it; i++) {
        MPI_Put(src, (int)b, MPI_BYTE, n - 1, 0, (int)b, MPI_BYTE, win);
        MPI_Win_flush(n - 1, win);
      }
    report("put", b, MPI_Wtime() - t, it);
  }
  MPI_Win_unlock_all(win);
  MPI_Win_free(&win);
  free(src);
  MPI_Finalize();
  return 0;
}
