/* reflect / reflect_init / reflect_do through the runtime's entry points: 1-D block arrays with
 * symmetric and asymmetric shadows, widths below the declared ones, /periodic/, sizes that do
 * not divide, nodes owning nothing (more nodes than elements, shadows wider than a block), 2-D
 * block x block on 2-D node arrays with and without orthogonal (corner slots checked), 2-D on a
 * 1-D node array, 3-D with a collapsed periodic dimension, and reflect_init once + reflect_do
 * many times (statistics: one build, N executions), 24-byte (struct) elements. Every slot of every local block (owned and
 * shadow) is checked after each reflect: updated slots hold the owner's value, the others keep
 * their sentinel. Prints "node K: reflect ok". Mode "toowide": a width above the declared shadow
 * (runtime error); mode "bench N ITERS": timings. */
#include <xmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STR2(x) #x
#define STR(x) STR2(x)
#define LOC ("reflect.c:" STR(__LINE__))
#define MAXR 4

static int me, n, bad;
#define CHECK(c)                                                                        \
  do {                                                                                  \
    if (!(c)) {                                                                         \
      printf("node %d: line %d: check failed: %s\n", me, __LINE__, #c);                 \
      bad++;                                                                            \
    }                                                                                   \
  } while (0)

/* The value owned element v carries in round `round`. */
static long long code(int r, const long long *v, long long round) {
  long long c = 1;
  for (int j = 0; j < r; j++) c = c * 1000 + v[j];
  return c + round * 1000000000000LL;
}

typedef struct {
  int r;
  long long ext[MAXR];
  int adim[MAXR];         /* template dim or -1 (collapsed) */
  int slo[MAXR], shi[MAXR];
  int tformats[MAXR];     /* per template dim */
  int ntdims;
  void *nodes;
  int ew; /* element size in long longs (0 = 1): 3 stands for a 24-byte struct */
} Case;

/* Visits every slot of the local block: fills (mode 0) or checks (mode 1). The slots of a
 * dimension are its `alloc` ones; the block steps over them by the runtime's strides (a static
 * block dimension is padded to the whole block width on a node with a shorter block). */
static int visit(const Case *c, long long *base, const xmp_rt_dim_map_t *m,
                 const xmp_rt_reflect_width_t *w, int orth, int mode, long long round,
                 const char *what) {
  long long total = 1;
  for (int j = 0; j < c->r; j++) total *= m[j].alloc;
  int errs = 0;
  for (long long s = 0; s < total; s++) {
    long long v[MAXR], src[MAXR], rest = s, off = 0;
    int shadow_dims = 0, ok = 1;
    for (int j = c->r - 1; j >= 0; j--) {
      long long st = rest % m[j].alloc;
      rest /= m[j].alloc;
      off += st * m[j].stride;
      v[j] = st - m[j].goff - m[j].sbase;
    }
    for (int j = 0; j < c->r; j++) {
      src[j] = v[j];
      if (v[j] >= m[j].first && v[j] <= m[j].last) continue;
      shadow_dims++;
      long long lo = w ? (w[j].lo < 0 ? c->slo[j] : w[j].lo) : c->slo[j];
      long long hi = w ? (w[j].hi < 0 ? c->shi[j] : w[j].hi) : c->shi[j];
      int per = w ? w[j].periodic : 0;
      int covered = (v[j] < m[j].first && v[j] >= m[j].first - lo) ||
                    (v[j] > m[j].last && v[j] <= m[j].last + hi);
      int inside = v[j] >= 0 && v[j] < c->ext[j];
      ok = ok && covered && (inside || per);
      src[j] = ((v[j] % c->ext[j]) + c->ext[j]) % c->ext[j];
    }
    long long expect;
    if (shadow_dims == 0)
      expect = code(c->r, v, round);
    else if (ok && (shadow_dims == 1 || !orth))
      expect = code(c->r, src, round);
    else
      expect = -1;
    int ew = c->ew ? c->ew : 1;
    for (int q = 0; q < ew; q++) {
      long long want = expect < 0 ? -1 : expect + q;
      long long *slot = &base[off * ew + q];
      if (mode == 0) {
        *slot = shadow_dims == 0 ? want : -1;
      } else if (*slot != want) {
        if (errs < 3)
          printf("node %d: %s: slot %lld.%d (v0=%lld v1=%lld) holds %lld, expected %lld\n", me,
                 what, s, q, v[0], c->r > 1 ? v[1] : 0, *slot, want);
        errs++;
      }
    }
  }
  return errs;
}

/* Allocates the case's array, reflects `reps` times (reps > 1: reflect_init + reflect_do) and
 * checks every slot after each. */
static void run(const Case *c, const xmp_rt_reflect_width_t *w, int orth, int reps,
                const char *what) {
  long long lower[MAXR], upper[MAXR];
  int k = 0;
  for (int j = 0; j < c->r; j++)
    if (c->adim[j] >= 0) {
      lower[c->adim[j]] = 0;
      upper[c->adim[j]] = c->ext[j] - 1;
      k++;
    }
  void *t = xmp_rt_template_new(c->ntdims, lower, upper, LOC);
  xmp_rt_template_distribute(t, c->nodes, c->tformats, NULL, NULL, LOC);
  void *a = xmp_rt_array_new(t, sizeof(long long) * (c->ew ? c->ew : 1), c->r, c->ext, c->adim, NULL, c->slo, c->shi,
                             LOC);
  long long *base = xmp_rt_array_alloc(a, NULL, LOC);
  xmp_rt_dim_map_t m[MAXR];
  if (base)
    for (int j = 0; j < c->r; j++) xmp_rt_array_dim_map(a, j, &m[j], LOC);
  long long b0 = xmp_rt_stat(XMP_RT_STAT_REFLECT_BUILDS);
  long long e0 = xmp_rt_stat(XMP_RT_STAT_REFLECT_EXECS);
  int nw = w ? c->r : 0;
  void *h = reps > 1 ? xmp_rt_reflect_init(a, nw, w, orth, LOC) : NULL;
  int errs = 0;
  for (int round = 0; round < reps; round++) {
    if (base) visit(c, base, m, w, orth, 0, round, what);
    if (h)
      xmp_rt_reflect_do(h, LOC);
    else
      xmp_rt_reflect(a, nw, w, orth, LOC);
    if (base) errs += visit(c, base, m, w, orth, 1, round, what);
  }
  if (h) xmp_rt_reflect_free(h);
  CHECK(xmp_rt_stat(XMP_RT_STAT_REFLECT_BUILDS) - b0 == 1);
  CHECK(xmp_rt_stat(XMP_RT_STAT_REFLECT_EXECS) - e0 == reps);
  if (errs) {
    printf("node %d: %s: %d wrong slots (k=%d)\n", me, what, errs, k);
    bad++;
  }
  xmp_rt_array_free(a, LOC);
  xmp_rt_template_free(t);
}

static xmp_rt_reflect_width_t W(long long lo, long long hi, int per) {
  xmp_rt_reflect_width_t w = {lo, hi, per, 0};
  return w;
}

static void one_dim(void *p1) {
  static const long long sizes[] = {10, 7, 3, 1, 17};
  static const int sh[][2] = {{1, 1}, {2, 2}, {1, 2}, {0, 1}, {2, 0}};
  for (unsigned si = 0; si < sizeof sizes / sizeof *sizes; si++)
    for (unsigned hi = 0; hi < sizeof sh / sizeof *sh; hi++) {
      Case c = {.r = 1, .ext = {sizes[si]}, .adim = {0}, .slo = {sh[hi][0]},
                .shi = {sh[hi][1]}, .tformats = {XMP_BLOCK}, .ntdims = 1, .nodes = p1};
      char what[64];
      snprintf(what, sizeof what, "1-D n=%lld shadow %d:%d", sizes[si], sh[hi][0], sh[hi][1]);
      run(&c, NULL, 0, 1, what);
      xmp_rt_reflect_width_t ws[] = {W(-1, -1, 1), W(sh[hi][0] ? 1 : 0, 0, 0),
                                     W(0, sh[hi][1], 1), W(sh[hi][0], sh[hi][1], 0)};
      for (unsigned k = 0; k < 4; k++) run(&c, &ws[k], 0, 1, what);
    }
}

static void two_dim(void *g, void *p1) {
  static const long long sizes[][2] = {{8, 8}, {9, 7}, {3, 2}};
  for (unsigned si = 0; si < 3; si++) {
    Case c = {.r = 2, .ext = {sizes[si][0], sizes[si][1]}, .adim = {0, 1}, .slo = {1, 2},
              .shi = {2, 1}, .tformats = {XMP_BLOCK, XMP_BLOCK}, .ntdims = 2, .nodes = g};
    char what[64];
    for (int orth = 0; orth < 2; orth++) {
      snprintf(what, sizeof what, "2-D %lldx%lld orth=%d", c.ext[0], c.ext[1], orth);
      run(&c, NULL, orth, 1, what);
      xmp_rt_reflect_width_t w1[2] = {W(1, 1, 1), W(1, 1, 1)};
      run(&c, w1, orth, 1, what);
      xmp_rt_reflect_width_t w2[2] = {W(1, 2, 1), W(2, 0, 0)};
      run(&c, w2, orth, 1, what);
    }
    /* The same array on the 1-D node array: [block][*] and [*][block]. */
    Case d = c;
    d.nodes = p1;
    d.tformats[1] = XMP_NOT_DISTRIBUTED;
    xmp_rt_reflect_width_t w3[2] = {W(1, 2, 1), W(2, 1, 1)};
    run(&d, w3, 0, 1, "2-D on 1-D nodes [block][*]");
    d.tformats[0] = XMP_NOT_DISTRIBUTED;
    d.tformats[1] = XMP_BLOCK;
    run(&d, w3, 0, 1, "2-D on 1-D nodes [*][block]");
    run(&d, w3, 1, 1, "2-D on 1-D nodes [*][block] orth");
  }
}

static void three_dim(void *g) {
  /* a[6][3][5]: dims 0 and 2 block on g, dim 1 collapsed (periodic shadow, local copies). */
  Case c = {.r = 3, .ext = {6, 3, 5}, .adim = {0, -1, 1}, .slo = {1, 1, 2}, .shi = {1, 1, 1},
            .tformats = {XMP_BLOCK, XMP_BLOCK}, .ntdims = 2, .nodes = g};
  xmp_rt_reflect_width_t w[3] = {W(1, 1, 1), W(1, 1, 1), W(2, 1, 0)};
  run(&c, w, 0, 1, "3-D");
  run(&c, w, 1, 1, "3-D orth");
  run(&c, NULL, 0, 1, "3-D declared");
}

static void structs(void *g, void *p1) {
  /* 24-byte elements (a struct of three long longs), 1-D periodic and 2-D with corners. */
  Case c = {.r = 1, .ext = {11}, .adim = {0}, .slo = {2}, .shi = {1},
            .tformats = {XMP_BLOCK}, .ntdims = 1, .nodes = p1, .ew = 3};
  xmp_rt_reflect_width_t w = W(-1, -1, 1);
  run(&c, &w, 0, 3, "struct 1-D");
  Case d = {.r = 2, .ext = {7, 9}, .adim = {0, 1}, .slo = {1, 1}, .shi = {1, 1},
            .tformats = {XMP_BLOCK, XMP_BLOCK}, .ntdims = 2, .nodes = g, .ew = 3};
  run(&d, NULL, 0, 1, "struct 2-D");
}

static void repeated(void *g) {
  /* reflect_init once, reflect_do 25 times, with fresh owned values each round. */
  Case c = {.r = 2, .ext = {12, 10}, .adim = {0, 1}, .slo = {1, 1}, .shi = {1, 1},
            .tformats = {XMP_BLOCK, XMP_BLOCK}, .ntdims = 2, .nodes = g};
  xmp_rt_reflect_width_t w[2] = {W(1, 1, 1), W(1, 1, 0)};
  run(&c, w, 0, 25, "init/do");
  run(&c, NULL, 1, 5, "init/do orth");
}

/* Mode "bench N ITERS": time reflect_do and plain reflect of an N x N block x block array
 * with shadow 1 (no checks; node 0 prints microseconds per call). */
static void bench(void *g, long long N, int iters) {
  long long lower[2] = {0, 0}, upper[2] = {N - 1, N - 1}, ext[2] = {N, N};
  int fmt[2] = {XMP_BLOCK, XMP_BLOCK}, adim[2] = {0, 1}, sh[2] = {1, 1};
  void *t = xmp_rt_template_new(2, lower, upper, LOC);
  xmp_rt_template_distribute(t, g, fmt, NULL, NULL, LOC);
  void *a = xmp_rt_array_new(t, sizeof(double), 2, ext, adim, NULL, sh, sh, LOC);
  xmp_rt_array_alloc(a, NULL, LOC);
  void *h = xmp_rt_reflect_init(a, 0, NULL, 0, LOC);
  xmp_rt_reflect_do(h, LOC);
  xmp_rt_barrier(NULL, LOC);
  double t0 = xmp_wtime();
  for (int i = 0; i < iters; i++) xmp_rt_reflect_do(h, LOC);
  xmp_rt_barrier(NULL, LOC);
  double t1 = xmp_wtime();
  for (int i = 0; i < iters; i++) xmp_rt_reflect(a, 0, NULL, 0, LOC);
  xmp_rt_barrier(NULL, LOC);
  double t2 = xmp_wtime();
  if (me == 0)
    printf("reflect n=%d %lldx%lld: reflect_do %.2f us, reflect %.2f us\n", n, N, N,
           (t1 - t0) / iters * 1e6, (t2 - t1) / iters * 1e6);
  xmp_rt_reflect_free(h);
  xmp_rt_array_free(a, LOC);
  xmp_rt_template_free(t);
}

static int user_main(int argc, char **argv) {
  me = xmpc_node_num();
  n = xmp_num_nodes();
  int star = -1;
  void *p1 = xmp_rt_nodes_new(1, &star, NULL, LOC);
  int ge[2] = {n % 2 == 0 ? 2 : n, n % 2 == 0 ? n / 2 : 1};
  void *g = xmp_rt_nodes_new(2, ge, NULL, LOC);
  if (argc > 1 && strcmp(argv[1], "toowide") == 0) {
    /* A width above the declared shadow: runtime error naming the location. */
    Case c = {.r = 1, .ext = {8}, .adim = {0}, .slo = {1}, .shi = {1},
              .tformats = {XMP_BLOCK}, .ntdims = 1, .nodes = p1};
    long long lower = 0, upper = 7;
    void *t = xmp_rt_template_new(1, &lower, &upper, LOC);
    xmp_rt_template_distribute(t, p1, c.tformats, NULL, NULL, LOC);
    void *a = xmp_rt_array_new(t, 8, 1, c.ext, c.adim, NULL, c.slo, c.shi, LOC);
    xmp_rt_array_alloc(a, NULL, LOC);
    xmp_rt_reflect_width_t w = W(2, 1, 0);
    xmp_rt_reflect(a, 1, &w, 0, "wide.c:7");
    return 0;
  }
  if (argc > 3 && strcmp(argv[1], "bench") == 0) {
    bench(g, atoll(argv[2]), atoi(argv[3]));
    return 0;
  }
  long long e0 = xmp_rt_stat(XMP_RT_STAT_REFLECT_EXECS);
  one_dim(p1);
  two_dim(g, p1);
  three_dim(g);
  structs(g, p1);
  repeated(g);
  CHECK(xmp_rt_stat(XMP_RT_STAT_REFLECT_EXECS) > e0);
  xmp_rt_reduce(NULL, &bad, 1, XMP_RT_INT, XMP_RT_SUM, LOC);
  if (bad == 0) printf("node %d: reflect ok\n", me);
  fflush(stdout);
  return bad != 0;
}

int main(int argc, char **argv) { return xmp_rt_main(argc, argv, user_main, 0); }
