/* Runtime micro-benchmarks through the libxmp-rt entry points (xmp.h): barrier, all-reduce
 * (8 B, 4 KiB, 1 MiB of doubles, in place), bcast from node 0 (8 B, 1 MiB) and put bandwidth
 * (8 B .. 8 MiB from node 0 into the last node's symmetric heap, completed after each put).
 * runtime_mpi.c has the same cases written against MPI: the baseline of `tools/bench runtime`.
 *
 * Each case: an untimed warm-up (page faults, first touch, lazily built schedules) that also
 * calibrates; then a timed loop of reps() operations, or fewer when the warm-up shows that they
 * would take more than BUDGET_S seconds (a loaded or oversubscribed machine, where one
 * operation can take a scheduler time slice; every node runs the same count, derived from the
 * slowest node's warm-up). The slowest node's time is reported. Node 0 prints one line per case:
 *   xmp n=N <case> <bytes> B: <microseconds per operation> us iters=<timed operations>
 * Optional argument: a divisor for the iteration counts (`tools/bench runtime --smoke`: 100).
 *   shm: clang-22 -O2 -I runtime/include runtime.c target/release/libxmp_rt.a \
 *          -lpthread -ldl -lm -lrt -o rt && target/release/xmprun -n 2 ./rt
 *   mpi: clang-22 -O2 -I runtime/include runtime.c target/release/libxmp_rt_mpi.a \
 *          -lmpich -lgcc_s -lutil -lrt -lpthread -lm -ldl -o rt && mpiexec.mpich -n 2 ./rt */
#include <xmp.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench_alloc.h"

#define BUDGET_S 0.25

static int divisor = 1;

/* Iterations per case: about 3-20 ms per case on an idle machine at every size. */
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

/* The slowest node's value of t (collective, untimed). */
static double slowest(double t) {
  xmp_rt_reduce(NULL, &t, 1, XMP_RT_DOUBLE, XMP_RT_MAX, 0);
  return t;
}

/* Timed iterations after a warm-up of warm(bytes) operations that took warm_t seconds here. */
static int iterations(size_t bytes, double warm_t) {
  double per = slowest(warm_t) / warm(bytes);
  int r = reps(bytes);
  if (per * r <= BUDGET_S) return r;
  int k = (int)(BUDGET_S / per);
  return k < warm(bytes) ? warm(bytes) : k;
}

static void report(const char *what, size_t bytes, double t, int iters) {
  t = slowest(t);
  if (xmpc_node_num() == 0)
    printf("xmp n=%d %s %zu B: %.3f us iters=%d\n", xmp_num_nodes(), what, bytes,
           t / iters * 1e6, iters);
}

static int bench_main(int argc, char **argv) {
  if (argc > 1 && atoi(argv[1]) > 0) divisor = atoi(argv[1]);
  int n = xmp_num_nodes(), me = xmpc_node_num();

  xmp_barrier();
  double t = xmp_wtime();
  for (int i = 0; i < warm(0); i++) xmp_barrier();
  int it = iterations(0, xmp_wtime() - t);
  xmp_barrier();
  t = xmp_wtime();
  for (int i = 0; i < it; i++) xmp_barrier();
  report("barrier", 0, xmp_wtime() - t, it);

  size_t red[3] = {8, 4096, 1 << 20};
  for (int s = 0; s < 3; s++) {
    size_t cnt = red[s] / 8;
    double *buf = zalloc(cnt * 8);
    xmp_barrier();
    t = xmp_wtime();
    for (int i = 0; i < warm(red[s]); i++) xmp_rt_reduce(NULL, buf, cnt, XMP_RT_DOUBLE, XMP_RT_SUM, 0);
    it = iterations(red[s], xmp_wtime() - t);
    xmp_barrier();
    t = xmp_wtime();
    for (int i = 0; i < it; i++) xmp_rt_reduce(NULL, buf, cnt, XMP_RT_DOUBLE, XMP_RT_SUM, 0);
    report("allreduce", red[s], xmp_wtime() - t, it);
    free(buf);
  }

  size_t bc[2] = {8, 1 << 20};
  for (int s = 0; s < 2; s++) {
    char *buf = zalloc(bc[s]);
    xmp_barrier();
    t = xmp_wtime();
    for (int i = 0; i < warm(bc[s]); i++) xmp_rt_bcast(NULL, NULL, buf, bc[s], 0);
    it = iterations(bc[s], xmp_wtime() - t);
    xmp_barrier();
    t = xmp_wtime();
    for (int i = 0; i < it; i++) xmp_rt_bcast(NULL, NULL, buf, bc[s], 0);
    report("bcast", bc[s], xmp_wtime() - t, it);
    free(buf);
  }

  size_t max = 8 << 20;
  char *sym = xmp_rt_sym_alloc(NULL, max, 64, "runtime.c:put");
  char *src = zalloc(max);
  size_t puts[6] = {8, 512, 32768, 262144, 2097152, 8388608};
  for (int p = 0; p < 6; p++) {
    size_t b = puts[p];
    xmp_barrier();
    t = xmp_wtime();
    if (me == 0)
      for (int i = 0; i < warm(b); i++) {
        xmp_rt_put(n - 1, sym, src, b, "runtime.c:put");
        xmp_rt_complete();
      }
    it = iterations(b, xmp_wtime() - t);
    xmp_barrier();
    t = xmp_wtime();
    if (me == 0)
      for (int i = 0; i < it; i++) {
        xmp_rt_put(n - 1, sym, src, b, "runtime.c:put");
        xmp_rt_complete();
      }
    report("put", b, xmp_wtime() - t, it);
  }
  xmp_barrier();
  free(src);
  return 0;
}

int main(int argc, char **argv) { return xmp_rt_main(argc, argv, bench_main, 0); }
