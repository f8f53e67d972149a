/* The CPU cost of the 8-byte entry points without waiting for other nodes: barrier, all-reduce
 * and bcast of 8 bytes on one node (no peer to wait for), and put + complete of 8 bytes into
 * the node's own symmetric heap. On a loaded machine the 8-byte rows of `tools/bench runtime`
 * are dominated by scheduling (the nodes wait for each other's time slices); these loops are
 * not, so they resolve a difference of a nanosecond per call (the tool interface's flag test).
 * Prints `<case> <nanoseconds per call>` for the fastest of ROUNDS rounds of OPS calls
 * (arguments: rounds, calls per round; default 400 rounds of 50000: short rounds, so that
 * the fastest is one no other process interrupted).
 *   clang-22 -O2 -I runtime/include bench/runtime/entry_cost.c target/release/libxmp_rt.a \
 *     -lpthread -ldl -lm -lrt -o entry_cost && ./entry_cost */
#include <stdio.h>
#include <xmp.h>

#include <stdlib.h>

static double best(double *b, double t) { return *b = (t < *b ? t : *b); }

static int bench_main(int argc, char **argv) {
  int ROUNDS = argc > 1 ? atoi(argv[1]) : 400, OPS = argc > 2 ? atoi(argv[2]) : 50000;
  double v = 1, big = 1e30, tb = big, tr = big, tc = big, tp = big;
  char *sym = xmp_rt_sym_alloc(NULL, 64, 64, "entry_cost.c:put");
  for (int r = 0; r < ROUNDS; r++) {
    double t = xmp_wtime();
    for (int i = 0; i < OPS; i++) xmp_rt_barrier(NULL, "entry_cost.c:barrier");
    best(&tb, xmp_wtime() - t);
    t = xmp_wtime();
    for (int i = 0; i < OPS; i++)
      xmp_rt_reduce(NULL, &v, 1, XMP_RT_DOUBLE, XMP_RT_SUM, "entry_cost.c:reduce");
    best(&tr, xmp_wtime() - t);
    t = xmp_wtime();
    for (int i = 0; i < OPS; i++) xmp_rt_bcast(NULL, NULL, &v, 8, "entry_cost.c:bcast");
    best(&tc, xmp_wtime() - t);
    t = xmp_wtime();
    for (int i = 0; i < OPS; i++) {
      xmp_rt_put(0, sym, &v, 8, "entry_cost.c:put");
      xmp_rt_complete();
    }
    best(&tp, xmp_wtime() - t);
  }
  printf("barrier %.2f\nallreduce8 %.2f\nbcast8 %.2f\nput8 %.2f\n", tb / OPS * 1e9,
         tr / OPS * 1e9, tc / OPS * 1e9, tp / OPS * 1e9);
  return v == 1 ? 0 : 1;
}

int main(int argc, char **argv) { return xmp_rt_main(argc, argv, bench_main, 0); }
