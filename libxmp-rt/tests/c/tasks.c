/* Node arrays, sections, the executing-node-set stack (task/tasks numbering), collectives on
 * subsets, async ids and the node inquiry functions. Prints "tasks ok" on success. */
#include <xmp.h>
#include <stdio.h>

static int bad;
#define CHECK(c)                                                                     \
  do {                                                                               \
    if (!(c)) {                                                                      \
      printf("node %d: line %d: check failed: %s\n", xmpc_all_node_num(), __LINE__, #c); \
      bad++;                                                                         \
    }                                                                                \
  } while (0)

static xmp_rt_node_sub_t trip(int lo, int len) { xmp_rt_node_sub_t s = {XMP_RT_SUB_TRIPLET, lo, len, 1}; return s; }
static xmp_rt_node_sub_t idx(int i) { xmp_rt_node_sub_t s = {XMP_RT_SUB_INDEX, i, 0, 0}; return s; }
static xmp_rt_node_sub_t star(void) { xmp_rt_node_sub_t s = {XMP_RT_SUB_STAR, 0, 0, 0}; return s; }

static int user_main(int argc, char **argv) {
  int me = xmpc_node_num(), n = xmp_num_nodes();
  int ext = n;
  void *p = xmp_rt_nodes_new(1, &ext, NULL, "tasks.c:p"); /* nodes p[n] */
  CHECK(xmp_rt_nodes_size(p) == n && xmp_rt_nodes_position(p) == me);
  int attr = 0, nd = 0, ix = -1, sz = 0, kind = 0;
  CHECK(xmp_nodes_attr(p, &attr) == 0 && attr == XMP_ENTIRE_NODES);
  CHECK(xmp_desc_kind(p, &kind) == 0 && kind == XMP_DESC_NODES);

  if (n >= 2) {
    /* task on p[1:n-1]: node numbers follow the task's set. */
    xmp_rt_node_sub_t s = trip(1, n - 1);
    void *q = xmp_rt_nodes_section(p, 1, &s, "tasks.c:q");
    CHECK(xmp_rt_nodes_size(q) == n - 1);
    if (xmp_rt_task_begin(q, "tasks.c:33")) {
      CHECK(me >= 1);
      CHECK(xmpc_node_num() == me - 1 && xmp_node_num() == me && xmp_num_nodes() == n - 1);
      CHECK(xmpc_this_image() == me - 1 && xmp_num_images() == n - 1);
      CHECK(xmpc_all_node_num() == me && xmp_all_num_nodes() == n);
      xmp_barrier();
      int one = 1;
      xmp_rt_reduce(NULL, &one, 1, XMP_RT_INT, XMP_RT_SUM, "tasks.c:inner");
      CHECK(one == n - 1);
      /* nested: task on the first node of q, via `nodes me2[*] = *` then me2[0] */
      int star_ext = -1;
      void *cur = xmp_rt_nodes_new(1, &star_ext, xmp_rt_nodes_executing(), "tasks.c:me2");
      CHECK(xmp_nodes_attr(cur, &attr) == 0 && attr == XMP_EXECUTING_NODES);
      xmp_rt_node_sub_t s0 = idx(0);
      void *first = xmp_rt_nodes_section(cur, 1, &s0, "tasks.c:first");
      if (xmp_rt_task_begin(first, "tasks.c:48")) {
        CHECK(me == 1 && xmp_num_nodes() == 1 && xmpc_node_num() == 0);
        xmp_barrier();
        xmp_rt_task_end();
      }
      CHECK(xmp_num_nodes() == n - 1);
      xmp_rt_nodes_free(first);
      xmp_rt_nodes_free(cur);
      xmp_rt_task_end();
    } else {
      CHECK(me == 0);
    }
    CHECK(xmpc_node_num() == me && xmp_num_nodes() == n);
    /* barrier on q: node 0 is outside and continues. */
    xmp_rt_barrier(q, "tasks.c:62");
    xmp_rt_nodes_free(q);

    /* tasks: two disjoint sets run without a collective over p. */
    xmp_rt_node_sub_t ls = trip(0, n / 2), rs = trip(n / 2, n - n / 2);
    void *left = xmp_rt_nodes_section(p, 1, &ls, "tasks.c:left");
    void *right = xmp_rt_nodes_section(p, 1, &rs, "tasks.c:right");
    int seen = 0;
    if (xmp_rt_task_begin(left, "tasks.c:70")) {
      int v = me;
      xmp_rt_reduce(NULL, &v, 1, XMP_RT_INT, XMP_RT_MAX, "tasks.c:left");
      CHECK(v == n / 2 - 1);
      for (int i = 0; i < 50; i++) xmp_barrier();
      seen++;
      xmp_rt_task_end();
    }
    if (xmp_rt_task_begin(right, "tasks.c:78")) {
      int v = me;
      xmp_rt_reduce(NULL, &v, 1, XMP_RT_INT, XMP_RT_MIN, "tasks.c:right");
      CHECK(v == n / 2);
      CHECK(xmpc_node_num() == me - n / 2);
      seen++;
      xmp_rt_task_end();
    }
    CHECK(seen == 1);
    xmp_rt_nodes_free(left);
    xmp_rt_nodes_free(right);
  }

  if (n % 2 == 0) {
    /* nodes g[*][2]; per-row and per-column reductions with '*' subscripts. */
    int ge[2] = {-1, 2};
    void *g = xmp_rt_nodes_new(2, ge, NULL, "tasks.c:g");
    CHECK(xmp_rt_nodes_extent(g, 0) == n / 2 && xmp_rt_nodes_extent(g, 1) == 2);
    CHECK(xmp_nodes_ndims(g, &nd) == 0 && nd == 2);
    CHECK(xmp_nodes_index(g, 1, &ix) == 0 && ix == me / 2 + 1);
    CHECK(xmpc_nodes_index(g, 2, &ix) == 0 && ix == me % 2);
    CHECK(xmp_nodes_size(g, 1, &sz) == 0 && sz == n / 2);
    CHECK(xmp_nodes_size(g, 3, &sz) == XMP_FAILURE);
    xmp_rt_node_sub_t rsub[2] = {star(), trip(0, 2)};
    void *row = xmp_rt_nodes_section(g, 2, rsub, "tasks.c:row");
    int v = me;
    xmp_rt_reduce(row, &v, 1, XMP_RT_INT, XMP_RT_SUM, "tasks.c:row");
    CHECK(v == (me / 2) * 4 + 1);
    xmp_rt_node_sub_t csub[2] = {trip(0, n / 2), star()};
    void *col = xmp_rt_nodes_section(g, 2, csub, "tasks.c:col");
    CHECK(xmp_rt_nodes_size(col) == n / 2 && xmp_rt_nodes_position(col) == me / 2);
    long long c = me;
    xmp_rt_reduce(col, &c, 1, XMP_RT_LLONG, XMP_RT_SUM, "tasks.c:col");
    CHECK(c == (long long)(n / 2) * (n / 2 - 1) + (me % 2) * (n / 2));
    /* bcast from g[last][1] on the column of that node */
    xmp_rt_node_sub_t fsub[2] = {idx(n / 2 - 1), idx(1)};
    void *from = xmp_rt_nodes_section(g, 2, fsub, "tasks.c:from");
    CHECK(xmp_rt_nodes_rank_of(from, 0) == n - 1);
    if (me % 2 == 1) {
      double d = me == n - 1 ? 2.5 : 0;
      xmp_rt_bcast(col, from, &d, sizeof d, "tasks.c:bcast");
      CHECK(d == 2.5);
    }
    xmp_rt_nodes_free(from);
    xmp_rt_nodes_free(row);
    xmp_rt_nodes_free(col);
    xmp_rt_nodes_free(g);
  }

  /* async: completes by wait_async; xmp_test_async reports completion. */
  int a = 1;
  xmp_rt_reduce_async(NULL, &a, 1, XMP_RT_INT, XMP_RT_SUM, 7, "tasks.c:async");
  int ids[1] = {7};
  xmp_rt_wait_async(NULL, 1, ids, "tasks.c:131");
  CHECK(a == n && xmp_test_async(7) == 1);
  CHECK(xmp_rt_stat(XMP_RT_STAT_ASYNC) == 1);
  CHECK(xmp_rt_task_begin(xmp_rt_nodes_entire(), "tasks.c:134") == 1);
  CHECK(xmp_num_nodes() == n);
  xmp_rt_task_end();
  xmp_rt_nodes_free(p);
  if (bad == 0) printf("node %d: tasks ok\n", me);
  return bad != 0;
}

int main(int argc, char **argv) { return xmp_rt_main(argc, argv, user_main, 0); }
