/* Symmetric heap: same offsets on every node (also after allocations inside a task), put/get,
 * strided put/get, pairwise sync_images, reuse after free is zeroed. Prints "heap ok". */
#include <xmp.h>
#include <stdio.h>
#include <string.h>

static int bad;
#define CHECK(c)                                                                     \
  do {                                                                               \
    if (!(c)) {                                                                      \
      printf("node %d: line %d: check failed: %s\n", xmpc_all_node_num(), __LINE__, #c); \
      bad++;                                                                         \
    }                                                                                \
  } while (0)

static int user_main(int argc, char **argv) {
  int me = xmpc_node_num(), n = xmp_num_nodes();
  int next = (me + 1) % n, prev = (me + n - 1) % n;
  int *a = xmp_rt_sym_alloc(NULL, 100 * sizeof(int), 0, "heap.c:19");
  for (int i = 0; i < 100; i++) CHECK(a[i] == 0);
  for (int i = 0; i < 100; i++) a[i] = me * 1000 + i;
  xmp_sync_all(NULL);
  int got[100];
  xmp_rt_get(next, got, a, sizeof got, "heap.c:24");
  for (int i = 0; i < 100; i++) CHECK(got[i] == next * 1000 + i);
  xmp_sync_all(NULL);
  int src[10];
  for (int i = 0; i < 10; i++) src[i] = -me - i;
  xmp_rt_put(next, &a[50], src, sizeof src, "heap.c:29");
  int st = -1;
  xmp_sync_all(&st);
  CHECK(st == XMP_STAT_SUCCESS);
  for (int i = 0; i < 10; i++) CHECK(a[50 + i] == -prev - i);

  /* Strided: local column 3 of m -> column 5 of the next node's m (10x10 ints). */
  int (*m)[10] = xmp_rt_sym_alloc(NULL, sizeof(int[10][10]), 64, "heap.c:36");
  CHECK(((unsigned long)m & 63) == 0);
  int loc[10][10];
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++) loc[i][j] = me * 100 + i * 10 + j;
  long long counts[1] = {10}, dst_st[1] = {10 * sizeof(int)}, src_st[1] = {10 * sizeof(int)};
  xmp_rt_put_strided(next, &m[0][5], &loc[0][3], sizeof(int), 1, counts, dst_st, src_st, "heap.c:42");
  xmp_sync_all(NULL);
  for (int i = 0; i < 10; i++) CHECK(m[i][5] == prev * 100 + i * 10 + 3);
  /* 2-D strided get: rows 2..4, columns 5..6 of the next node's m into a dense 3x2 block. */
  int blk[3][2];
  long long c2[2] = {3, 2}, d2[2] = {2 * sizeof(int), sizeof(int)}, s2[2] = {10 * sizeof(int), sizeof(int)};
  xmp_rt_get_strided(next, blk, &m[2][5], sizeof(int), 2, c2, d2, s2, "heap.c:48");
  for (int i = 0; i < 3; i++) {
    CHECK(blk[i][0] == me * 100 + (i + 2) * 10 + 3);
    CHECK(blk[i][1] == 0);
  }
  xmp_sync_all(NULL);

  /* Allocation inside a task on the first half, then one on all nodes: offsets stay equal. */
  xmp_rt_node_sub_t ls = {XMP_RT_SUB_TRIPLET, 0, (n + 1) / 2, 1};
  void *left = xmp_rt_nodes_section(xmp_rt_nodes_entire(), 1, &ls, "heap.c:left");
  if (xmp_rt_task_begin(left, "heap.c:58")) {
    char *b = xmp_rt_sym_alloc(NULL, 1 << 20, 0, "heap.c:59");
    b[0] = 1;
    xmp_rt_task_end();
  }
  long long *c = xmp_rt_sym_alloc(NULL, 64, 0, "heap.c:63");
  long long off[2] = {(char *)c - (char *)a, -((char *)c - (char *)a)};
  xmp_rt_reduce(NULL, off, 2, XMP_RT_LLONG, XMP_RT_MAX, "heap.c:off");
  CHECK(off[0] == -off[1]);
  long long mine = me;
  xmp_rt_put(next, c, &mine, sizeof mine, "heap.c:68");
  xmp_sync_all(NULL);
  CHECK(*c == prev);

  /* Pairwise synchronisation around a ring: each node writes into the next, then syncs. */
  for (int round = 0; round < 20; round++) {
    int v = round * 10 + me;
    xmp_rt_put(next, &a[0], &v, sizeof v, "heap.c:75");
    int pair[2] = {prev, next};
    xmp_sync_images(n > 2 ? 2 : (n == 2 ? 1 : 0), n > 2 ? pair : pair + 1, NULL);
    CHECK(a[0] == round * 10 + prev);
    xmp_sync_images(n > 2 ? 2 : (n == 2 ? 1 : 0), n > 2 ? pair : pair + 1, NULL);
  }
  xmp_sync_images_all(NULL);

  /* Free and reallocate: the reused memory is zero again. */
  xmp_rt_sym_free(NULL, c, "heap.c:84");
  long long *d = xmp_rt_sym_alloc(NULL, 64, 0, "heap.c:85");
  CHECK(d == c && *d == 0);
  CHECK(xmp_rt_stat(XMP_RT_STAT_PUT) >= 22 && xmp_rt_stat(XMP_RT_STAT_GET) == 2);
  if (bad == 0) printf("node %d: heap ok\n", me);
  return bad != 0;
}

int main(int argc, char **argv) { return xmp_rt_main(argc, argv, user_main, 0); }
