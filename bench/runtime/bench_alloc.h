/* Shared by runtime.c and runtime_mpi.c. */
#ifndef BENCH_ALLOC_H
#define BENCH_ALLOC_H
#include <stdlib.h>
#include <string.h>

/* Zeroed buffers at the same alignment in both programs (a page boundary): where the heap
 * happens to place a buffer changes copy speed (glibc's rep movsb runs about 15 times slower
 * at some source/destination offsets modulo 4 KiB on AMD Zen), and that is not what the two
 * programs compare. */
static void *zalloc(size_t bytes) {
  size_t r = bytes ? (bytes + 4095) / 4096 * 4096 : 4096;
  void *p = aligned_alloc(4096, r);
  if (!p) abort();
  memset(p, 0, r);
  return p;
}
#endif
