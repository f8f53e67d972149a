// Collectives at the sizes where the shm transport changes algorithm (per-pair channels up to
// 4144 bytes, scratch buffers above, reduce-scatter from 16 KiB), interleaved on the entire set
// and on subsets so that per-pair message order is exercised; a root that runs many broadcasts
// ahead of a slow receiver (channel slots fill, the root sleeps until acknowledged); late
// nodes, so that waiters go to sleep and must be woken. Every value is checked against a
// closed form computed here.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t | FileCheck %s -DN=5 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "Inputs/check.h"

#pragma xmp nodes p[*]

static int me, n;

/* Element counts of doubles: 8 B, the channel payload limit (4144 B) and one past it, 4 KiB,
 * just under and over 16 KiB, and 1 MiB + 8 B (several scratch chunks). */
static const size_t COUNTS[] = {1, 7, 512, 518, 519, 2047, 2049, 131073};
#define NCOUNTS (sizeof COUNTS / sizeof COUNTS[0])

/* Node k's element j in round i: (k + 1) * (j % 97 + 1) + i; the sum over the members given
 * by `ranks` (count m) is then (j % 97 + 1) * sum(k + 1) + m * i, exact in double. */
static int sum_reduce(void *on, const int *ranks, int m, size_t cnt, int round) {
  double *v = malloc(cnt * sizeof *v);
  long long *mx = malloc(cnt * sizeof *mx);
  long long kk = 0;
  for (int t = 0; t < m; t++) kk += ranks[t] + 1;
  for (size_t j = 0; j < cnt; j++) {
    v[j] = (double)(me + 1) * (double)(j % 97 + 1) + round;
    mx[j] = (long long)(me + 1) * (long long)(j % 97 + 1) - round;
  }
  xmp_rt_reduce(on, v, cnt, XMP_RT_DOUBLE, XMP_RT_SUM, "sum");
  xmp_rt_reduce(on, mx, cnt, XMP_RT_LLONG, XMP_RT_MAX, "max");
  int top = 0;
  for (int t = 0; t < m; t++) top = ranks[t] > top ? ranks[t] : top;
  int bad = 0;
  for (size_t j = 0; j < cnt; j++) {
    bad += v[j] != (double)(j % 97 + 1) * (double)kk + (double)m * round;
    bad += mx[j] != (long long)(top + 1) * (long long)(j % 97 + 1) - round;
  }
  free(v);
  free(mx);
  return bad;
}

static void bcast_check(size_t bytes, int root, int round) {
  unsigned char *b = malloc(bytes);
  for (size_t j = 0; j < bytes; j++) b[j] = me == root ? (unsigned char)(j * 7 + round + root) : 0;
  void *from = xmp_rt_nodes_from_ranks(1, &root);
  xmp_rt_bcast(NULL, from, b, bytes, "bcast");
  xmp_rt_nodes_free(from);
  size_t bad = 0;
  for (size_t j = 0; j < bytes; j++) bad += b[j] != (unsigned char)(j * 7 + round + root);
  EXPECT_EQ(bad, 0);
  free(b);
}

int main(void) {
  me = xmpc_all_node_num();
  n = xmp_all_num_nodes();
  int all[64];
  for (int k = 0; k < n; k++) all[k] = k;

  for (int round = 0; round < 12; round++) {
    for (size_t c = 0; c < NCOUNTS; c++) {
      if (COUNTS[c] > 4096 && round % 4 != 0) continue;
      EXPECT_EQ(sum_reduce(NULL, all, n, COUNTS[c], round), 0);
      bcast_check(COUNTS[c] * 8, (round + (int)c) % n, round);
#pragma xmp barrier
      /* The first two nodes, then the odd ones: pairs shared with the entire-set traffic. */
      int lo[2] = {0, 1};
#pragma xmp task on p[0:2]
      {
        EXPECT_EQ(sum_reduce(NULL, lo, 2, COUNTS[c], round), 0);
#pragma xmp barrier
      }
      int odd[32], m = 0;
      for (int k = 1; k < n; k += 2) odd[m++] = k;
#pragma xmp task on p[1:m:2]
      {
        EXPECT_EQ(sum_reduce(NULL, odd, m, COUNTS[c], round), 0);
        bcast_check(COUNTS[c] * 8, odd[round % m], round);
      }
    }
  }

  /* A root far ahead of a slow receiver: 40 small broadcasts; the last node sleeps now and
   * then, so the root fills every slot and sleeps until the receiver catches up. */
  for (int i = 0; i < 40; i++) {
    if (me == n - 1 && i % 10 == 0) usleep(20000);
    bcast_check(8, 0, i);
  }
  /* Late arrivals: everyone else goes to sleep in the collective and must be woken. */
  for (int i = 0; i < 3; i++) {
    if (me == i % n) usleep(30000);
    EXPECT_EQ(sum_reduce(NULL, all, n, 1, i), 0);
    if (me == (i + 1) % n) usleep(30000);
#pragma xmp barrier
    if (me == (i + 2) % n) usleep(30000);
    bcast_check(64, i % n, i);
  }
  return xmp_test_finish();
}
