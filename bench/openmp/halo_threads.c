/* Threaded halo exchange through coarray PUTs (issue 17, endpoints): a ring of nodes, each
 * holding a block of rows of `cols` doubles, sends its first row into the ghost row below its
 * upper neighbour's block and its last row into the ghost row above its lower neighbour's.
 *
 *   halo_threads own|master [cols] [iters]     (defaults 65536 and 200)
 *
 * `own`: every thread of the node PUTs its own columns of both rows (the threads communicate
 * at once); `master`: the same threads fill the rows, then thread 0 alone PUTs them whole.
 * The exchange time per iteration (from the barrier after the rows are filled to the barrier
 * after the PUTs, on thread 0) is the slowest node's average; after each exchange `sync all`
 * and every thread checks the ghost values of its columns. Prints from node 0:
 * `halo nodes=N threads=T mode=M cols=C us_per_exchange X errors E`.
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xmp.h>

#define MAXC (1 << 17)

double ghost[2][MAXC]:[*];
static double first[MAXC], last[MAXC];

/* The value of column c of row `which` (0 first, 1 last) of node k at iteration it. */
static double val(int k, int which, int it, int c) {
  return ((k * 2 + which) * 1000.0 + it % 1000) * 262144.0 + c;
}

int main(int argc, char **argv) {
  int own = argc < 2 || strcmp(argv[1], "master") != 0;
  int cols = argc > 2 ? atoi(argv[2]) : 65536;
  int iters = argc > 3 ? atoi(argv[3]) : 200;
  if (cols < 1 || cols > MAXC || iters < 1) {
    fprintf(stderr, "halo_threads: cols in 1..%d, iters >= 1\n", MAXC);
    return 2;
  }
  int me = xmpc_this_image(), n = xmp_num_images();
  int up = (me + n - 1) % n, down = (me + 1) % n;
  long errors = 0;
  int threads = 1;
  double total = 0, t0 = 0;
#pragma omp parallel reduction(+: errors)
  {
    int t = omp_get_thread_num(), nt = omp_get_num_threads();
    int lo = (int)((long)cols * t / nt), hi = (int)((long)cols * (t + 1) / nt);
#pragma omp master
    threads = nt;
    for (int it = 0; it < iters; it++) {
      for (int c = lo; c < hi; c++) {
        first[c] = val(me, 0, it, c);
        last[c] = val(me, 1, it, c);
      }
#pragma omp barrier
#pragma omp master
      t0 = xmp_wtime();
      if (own) {
        if (hi > lo) {
          ghost[1][lo:hi - lo]:[up] = first[lo:hi - lo];
          ghost[0][lo:hi - lo]:[down] = last[lo:hi - lo];
        }
      } else {
#pragma omp master
        {
          ghost[1][0:cols]:[up] = first[0:cols];
          ghost[0][0:cols]:[down] = last[0:cols];
        }
      }
#pragma omp barrier
#pragma omp master
      {
        total += xmp_wtime() - t0;
        xmp_sync_all(NULL);
      }
#pragma omp barrier
      for (int c = lo; c < hi; c++)
        errors += (ghost[0][c] != val(up, 1, it, c)) + (ghost[1][c] != val(down, 0, it, c));
      /* No neighbour overwrites the ghosts before every thread here has checked them. */
#pragma omp barrier
#pragma omp master
      xmp_sync_all(NULL);
#pragma omp barrier
    }
  }
  double us = total / iters * 1e6;
#pragma xmp reduction(max: us)
#pragma xmp reduction(+: errors)
  if (me == 0)
    printf("halo nodes=%d threads=%d mode=%s cols=%d us_per_exchange %.2f errors %ld\n", n,
           threads, own ? "own" : "master", cols, us, errors);
  return errors != 0;
}
