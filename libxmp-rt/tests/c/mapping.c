/* Global-view data mapping through the runtime's entry points, as compiled code will use them:
 * templates distributed block / block(n) / cyclic / cyclic(w) / gblock / '*' (1-D and 2-D, on
 * 1-D and 2-D node arrays), aligned arrays with offsets, collapse, replication and shadows,
 * loop localization (chunks, positive and negative steps, offsets), element addressing by
 * the dimension maps (checked against xmp_rt_array_elem), global sums by reduction, the
 * inquiry procedures, template_fix + xmp_malloc. Prints "node K: mapping ok".
 * Mode "fixtwice": fixes a template twice (runtime error expected). */
#include <xmp.h>
#include <stdio.h>
#include <string.h>

#define STR2(x) #x
#define STR(x) STR2(x)
#define LOC ("mapping.c:" STR(__LINE__))

static int me, n, bad;
#define CHECK(c)                                                                        \
  do {                                                                                  \
    if (!(c)) {                                                                         \
      printf("node %d: line %d: check failed: %s\n", me, __LINE__, #c);                 \
      bad++;                                                                            \
    }                                                                                   \
  } while (0)

static long long sum_all(long long v) {
  xmp_rt_reduce(NULL, &v, 1, XMP_RT_LLONG, XMP_RT_SUM, LOC);
  return v;
}

static long long storage(const xmp_rt_dim_map_t *m, long long a) {
  long long g = a + m->goff;
  return g / m->period * m->width + g % m->period + m->sbase;
}

/* One 1-D case: template t[tl:tl+d-1] distributed with (fmt, par, map) onto p; array x[N]
 * aligned with t[i+off] (shadow lo/hi), then the loop `for (i = lo; i <= / >= ub; i += st)
 * on t[i+off]` writes x[i] = i+1 and the global sum is checked. */
static void case1(void *p, long long tl, long long d, int fmt, long long par, const int *map,
                  long long N, long long off, int slo, int shi, long long lo, long long ub,
                  long long st) {
  long long lower = tl, upper = tl + d - 1;
  void *t = xmp_rt_template_new(1, &lower, &upper, LOC);
  const int *maps[1] = {map};
  xmp_rt_template_distribute(t, p, &fmt, &par, maps, LOC);
  int fixed = 0, nd = 0, lb = 0, ub_ = 0, f = 0;
  CHECK(xmp_template_fixed(t, &fixed) == 0 && fixed);
  CHECK(xmp_template_ndims(t, &nd) == 0 && nd == 1);
  CHECK(xmp_template_lbound(t, 1, &lb) == 0 && lb == tl);
  CHECK(xmp_template_ubound(t, 1, &ub_) == 0 && ub_ == upper);
  CHECK(xmp_dist_format(t, 1, &f) == 0 && f == fmt);
  CHECK(xmp_template_lbound(t, 2, &lb) == XMP_FAILURE);
  int bs = -1, dax = 0;
  if (fmt == XMP_CYCLIC || (fmt == XMP_BLOCK && par > 0))
    CHECK(xmp_dist_blocksize(t, 1, &bs) == 0 && bs == par);
  if (fmt == XMP_BLOCK && par == 0)
    CHECK(xmp_dist_blocksize(t, 1, &bs) == 0 && bs == (d + n - 1) / n);
  CHECK(xmp_dist_axis(t, 1, &dax) == 0 && dax == 1);
  void *dn = NULL;
  CHECK(xmp_dist_nodes(t, &dn) == 0 && dn == p);
  long long ext = N, aoff = off;
  int adim = 0, lo_w = slo, hi_w = shi;
  void *x = xmp_rt_array_new(t, sizeof(long long), 1, &ext, &adim, &aoff, &lo_w, &hi_w, LOC);
  long long *base = xmp_rt_array_alloc(x, NULL, LOC);
  CHECK(base == xmp_rt_array_laddr(x));
  xmp_rt_dim_map_t m;
  xmp_rt_array_dim_map(x, 0, &m, LOC);
  int ls = -1, axis = 0, aof = 0, rep = 1;
  CHECK(xmp_array_lsize(x, 1, &ls) == 0 && ls == m.lsize);
  CHECK((base == NULL) == (m.lsize == 0));
  CHECK(sum_all(m.lsize) == N);                          /* every element owned once */
  CHECK(xmp_align_axis(x, 1, &axis) == 0 && axis == 1);
  CHECK(xmp_align_offset(x, 1, &aof) == 0 && aof == off);
  CHECK(xmp_align_replicated(x, 1, &rep) == 0 && rep == 0);
  void *laddr = (void *)1, *dt = NULL;
  CHECK(xmp_array_laddr(x, &laddr) == 0 && laddr == base);
  CHECK(xmp_align_template(x, &dt) == 0 && dt == t);
  if (m.lsize > 0 && slo >= 0) {
    int w = -1;
    CHECK(xmp_array_lshadow(x, 1, &w) == 0 && w == slo);
    CHECK(xmp_array_ushadow(x, 1, &w) == 0 && w == shi);
    CHECK(m.alloc == m.lsize + slo + shi);
    int l = -1;
    CHECK(xmp_array_gtol(x, 1, (int)m.first, &l) == 0 && l == slo);
  }
  /* The loop. */
  long long nch = xmp_rt_loop_chunks(t, 0, lo, ub, st, off, LOC);
  long long local_sum = 0, local_cnt = 0, b[3];
  for (long long k = 0; k < nch; k++) {
    long long c = xmp_rt_loop_chunk(t, 0, lo, ub, st, off, k, b);
    CHECK(c == 0 || b[1] == b[0] + (c - 1) * b[2]);
    CHECK(c == 0 || (b[2] > 0) == (st > 0));
    long long i = b[0];
    for (long long q = 0; q < c; q++, i += b[2]) {
      CHECK(xmp_rt_template_owns(t, 0, i + off));
      long long s = storage(&m, i);
      CHECK(s >= 0 && s < m.alloc);
      CHECK((long long *)xmp_rt_array_elem(x, &i, LOC) == base + s * m.stride);
      CHECK(base[s] == 0);                               /* each iteration once */
      base[s] = i + 1;
      local_sum += i + 1;
      local_cnt++;
    }
  }
  long long want_sum = 0, want_cnt = 0;
  for (long long i = lo; st > 0 ? i <= ub : i >= ub; i += st)
    if (i + off >= tl && i + off <= upper) {
      want_sum += i + 1;
      want_cnt++;
    }
  long long got_sum = sum_all(local_sum), got_cnt = sum_all(local_cnt);
  if (got_sum != want_sum || got_cnt != want_cnt)
    printf("node %d: case fmt=%d par=%lld d=%lld N=%lld off=%lld loop %lld..%lld step %lld: "
           "sum %lld (want %lld) count %lld (want %lld)\n",
           me, fmt, par, d, N, off, lo, ub, st, got_sum, want_sum, got_cnt, want_cnt);
  CHECK(got_sum == want_sum && got_cnt == want_cnt);
  /* Owned elements by their first/last on contiguous dimensions. */
  if (m.period == 1 && m.lsize > 0 && slo >= 0) {
    CHECK(m.last - m.first + 1 == m.lsize);
    CHECK(storage(&m, m.first) == slo && storage(&m, m.last) == slo + m.lsize - 1);
  }
  xmp_rt_array_free(x, LOC);
  xmp_rt_template_free(t);
}

/* 2-D: t[d0][d1] with (f0, f1) onto `p`; a[d0][d1][3] aligned a[i][j][*] with t[i][j];
 * b[d1] aligned b[j] with t[*][j] (replicated along dim 0). */
static void case2(void *p, long long d0, long long d1, int f0, long long p0, int f1, long long p1,
                  const int *m0, const int *m1) {
  long long lower[2] = {0, 0}, upper[2] = {d0 - 1, d1 - 1};
  void *t = xmp_rt_template_new(2, lower, upper, LOC);
  int fmts[2] = {f0, f1};
  long long pars[2] = {p0, p1};
  const int *maps[2] = {m0, m1};
  xmp_rt_template_distribute(t, p, fmts, pars, maps, LOC);
  long long ext[3] = {d0, d1, 3};
  int adim[3] = {0, 1, -1};
  void *a = xmp_rt_array_new(t, sizeof(double), 3, ext, adim, NULL, NULL, NULL, LOC);
  double *base = xmp_rt_array_alloc(a, NULL, LOC);
  xmp_rt_dim_map_t m[3];
  for (int j = 0; j < 3; j++) xmp_rt_array_dim_map(a, j, &m[j], LOC);
  CHECK(m[2].stride == 1 && m[2].alloc == (base ? 3 : 0));
  CHECK(base == NULL || m[1].stride == 3);
  int axis = 0, rep = 0;
  CHECK(xmp_align_axis(a, 3, &axis) == XMP_FAILURE);
  CHECK(xmp_align_axis(a, 2, &axis) == 0 && axis == 2);
  long long ext_b = d1;
  int adim_b = 1;
  void *bv = xmp_rt_array_new(t, sizeof(int), 1, &ext_b, &adim_b, NULL, NULL, NULL, LOC);
  int *bb = xmp_rt_array_alloc(bv, NULL, LOC);
  CHECK(xmp_align_replicated(bv, 1, &rep) == 0 && rep == 1);
  CHECK(xmp_align_replicated(bv, 2, &rep) == 0 && rep == 0);
  xmp_rt_dim_map_t mb;
  xmp_rt_array_dim_map(bv, 0, &mb, LOC);
  double local = 0;
  long long cnt = 0, b0[3], b1[3];
  long long n0 = xmp_rt_loop_chunks(t, 0, 0, d0 - 1, 1, 0, LOC);
  for (long long k0 = 0; k0 < n0; k0++) {
    long long c0 = xmp_rt_loop_chunk(t, 0, 0, d0 - 1, 1, 0, k0, b0);
    for (long long i = b0[0], q0 = 0; q0 < c0; q0++, i += b0[2]) {
      long long s0 = storage(&m[0], i) * m[0].stride;
      /* Descending inner loop. */
      long long n1 = xmp_rt_loop_chunks(t, 1, d1 - 1, 0, -1, 0, LOC);
      for (long long k1 = 0; k1 < n1; k1++) {
        long long c1 = xmp_rt_loop_chunk(t, 1, d1 - 1, 0, -1, 0, k1, b1);
        for (long long j = b1[0], q1 = 0; q1 < c1; q1++, j += b1[2]) {
          long long s = s0 + storage(&m[1], j) * m[1].stride;
          for (long long c = 0; c < 3; c++) {
            long long idx[3] = {i, j, c};
            CHECK((double *)xmp_rt_array_elem(a, idx, LOC) == base + s + c);
            base[s + c] = (double)(i * 1000 + j * 10 + c);
            local += base[s + c];
            cnt++;
          }
          bb[storage(&mb, j)] += 1;    /* replicated: every row coordinate holds b */
        }
      }
    }
  }
  double want = 0;
  for (long long i = 0; i < d0; i++)
    for (long long j = 0; j < d1; j++)
      for (long long c = 0; c < 3; c++) want += (double)(i * 1000 + j * 10 + c);
  xmp_rt_reduce(NULL, &local, 1, XMP_RT_DOUBLE, XMP_RT_SUM, LOC);
  if (local != want || sum_all(cnt) != d0 * d1 * 3)
    printf("node %d: 2-D case %d/%lld x %d/%lld on %lld x %lld: sum %g want %g\n", me, f0, p0, f1,
           p1, d0, d1, local, want);
  CHECK(local == want);
  /* On a node holding part of b, each owned b[j] was incremented once per owned row i. */
  if (bb != NULL) {
    long long rows = 0;
    for (long long i = 0; i < d0; i++) rows += xmp_rt_template_owns(t, 0, i);
    long long n1 = xmp_rt_loop_chunks(t, 1, 0, d1 - 1, 1, 0, LOC);
    for (long long k1 = 0; k1 < n1; k1++) {
      long long c1 = xmp_rt_loop_chunk(t, 1, 0, d1 - 1, 1, 0, k1, b1);
      for (long long j = b1[0], q1 = 0; q1 < c1; q1++, j += b1[2]) CHECK(bb[storage(&mb, j)] == rows);
    }
  }
  /* A callee re-declaring the mapping (reference 8): its own template and descriptor, the
   * caller's local section attached; same addresses, same contents. */
  void *t2 = xmp_rt_template_new(2, lower, upper, LOC);
  xmp_rt_template_distribute(t2, p, fmts, pars, maps, LOC);
  void *a2 = xmp_rt_array_new(t2, sizeof(double), 3, ext, adim, NULL, NULL, NULL, LOC);
  xmp_rt_array_attach(a2, xmp_rt_array_laddr(a), NULL, LOC);
  CHECK(xmp_rt_array_laddr(a2) == base);
  xmp_rt_dim_map_t m2;
  for (int j = 0; j < 3; j++) {
    xmp_rt_array_dim_map(a2, j, &m2, LOC);
    CHECK(memcmp(&m2, &m[j], sizeof m2) == 0);
  }
  if (base != NULL) {
    long long idx[3] = {m[0].first, m[1].first, 2};
    CHECK(xmp_rt_array_elem(a2, idx, LOC) == xmp_rt_array_elem(a, idx, LOC));
  }
  xmp_rt_array_free(a2, LOC);
  xmp_rt_template_free(t2);
  if (base != NULL) {                            /* storage survives the callee's free */
    long long idx[3] = {m[0].first, m[1].first, 2};
    CHECK(*(double *)xmp_rt_array_elem(a, idx, LOC) == (double)(idx[0] * 1000 + idx[1] * 10 + 2));
  }
  xmp_rt_array_free(bv, LOC);
  xmp_rt_array_free(a, LOC);
  xmp_rt_template_free(t);
}

/* expand / margin on a block dimension: t[d] block onto p, loop 1..d-2 (interior). */
static void expand_margin(void *p, long long d) {
  long long lower = 0, upper = d - 1;
  void *t = xmp_rt_template_new(1, &lower, &upper, LOC);
  int fmt = XMP_BLOCK;
  xmp_rt_template_distribute(t, p, &fmt, NULL, NULL, LOC);
  long long b[3], f = 0, l = -1;
  if (xmp_rt_loop_chunks(t, 0, 1, d - 2, 1, 0, LOC) == 1 && xmp_rt_loop_chunk(t, 0, 1, d - 2, 1, 0, 0, b) > 0) {
    f = b[0];
    l = b[1];
  }
  for (int unbound = 0; unbound < 2; unbound++)
    for (int margin = 0; margin < 2; margin++) {
      xmp_rt_loop_ext_t ex = {1, 2, unbound, margin};
      /* Expected: E = [f-1, l+2] (clipped to [1, d-2] unless unbound); margin: E minus own. */
      long long elo = f - 1, ehi = l + 2;
      if (!unbound) {
        if (elo < 1) elo = 1;
        if (ehi > d - 2) ehi = d - 2;
      }
      long long want = 0, got = 0;
      if (l >= f)
        for (long long i = elo; i <= ehi; i++)
          if (!margin || i < f || i > l) want += i + 100;
      long long nch = xmp_rt_loop_chunks_ex(t, 0, 1, d - 2, 1, 0, &ex, LOC);
      CHECK(nch <= (margin ? 2 : 1));
      for (long long k = 0; k < nch; k++) {
        long long c = xmp_rt_loop_chunk_ex(t, 0, 1, d - 2, 1, 0, &ex, k, b);
        for (long long i = b[0], q = 0; q < c; q++, i += b[2]) {
          got += i + 100;
        }
      }
      if (got != want)
        printf("node %d: expand d=%lld own %lld..%lld unbound=%d margin=%d: %lld want %lld\n", me,
               d, f, l, unbound, margin, got, want);
      CHECK(got == want);
    }
  xmp_rt_template_free(t);
}

static void fix_and_malloc(void *p) {
  /* template tz[:]; distribute tz[gblock(*)] onto p; int *cnt aligned cnt[k] with tz[k]. */
  void *t = xmp_rt_template_new(1, NULL, NULL, LOC);
  int fmt = XMP_GBLOCK, fixed = 1, bs = 0;
  xmp_rt_template_distribute(t, p, &fmt, NULL, NULL, LOC);
  CHECK(xmp_template_fixed(t, &fixed) == 0 && fixed == 0);
  CHECK(xmp_template_ubound(t, 1, &bs) == XMP_FAILURE);
  int adim = 0;
  void *cnt_d = xmp_rt_array_new(t, sizeof(int), 1, NULL, &adim, NULL, NULL, NULL, LOC);
  int part[8];
  long long total = 0;
  for (int k = 0; k < n; k++) {
    part[k] = (k % 3 == 1) ? 0 : 5 + 2 * k;     /* some nodes get nothing */
    total += part[k];
  }
  long long lower = 0, upper = total - 1;
  const int *maps[1] = {part};
  xmp_rt_template_fix(t, &lower, &upper, maps, LOC);
  CHECK(xmp_template_fixed(t, &fixed) == 0 && fixed == 1);
  int got[8] = {0};
  CHECK(xmp_dist_gblockmap(t, 1, got) == 0 && memcmp(got, part, n * sizeof(int)) == 0);
  CHECK(xmp_dist_blocksize(t, 1, &bs) == XMP_FAILURE);
  int *cnt = xmp_malloc(cnt_d, (size_t)total);
  int ls = -1;
  CHECK(xmp_array_lsize(cnt_d, 1, &ls) == 0 && ls == part[me]);
  CHECK((cnt == NULL) == (part[me] == 0));
  int ub = 0;
  CHECK(xmp_array_ubound(cnt_d, 1, &ub) == 0 && ub == total - 1);
  for (int k = 0; k < ls; k++) cnt[k] = 1;
  CHECK(sum_all(ls) == total);
  xmp_free(cnt_d);
  /* Rank 2 through xmp_malloc: double (*u)[5] aligned u[i][*] with tz[i]. */
  int adim2[2] = {0, -1};
  void *u_d = xmp_rt_array_new(t, sizeof(double), 2, NULL, adim2, NULL, NULL, NULL, LOC);
  double *u = xmp_malloc(u_d, (size_t)total, (size_t)5);
  int lda = 0;
  if (u != NULL) {
    CHECK(xmp_array_lda(u_d, &lda) == 0 && lda == 5);
    int dims[2] = {0, 0};
    CHECK(xmp_array_lead_dim(u_d, dims) == 0 && dims[0] == part[me] && dims[1] == 5);
    for (int k = 0; k < part[me] * 5; k++) u[k] = 2.0;
  }
  double s = u ? part[me] * 5 * 2.0 : 0;
  xmp_rt_reduce(NULL, &s, 1, XMP_RT_DOUBLE, XMP_RT_SUM, LOC);
  CHECK(s == total * 10.0);
  xmp_rt_array_free(u_d, LOC);
  xmp_rt_array_free(cnt_d, LOC);
  xmp_rt_template_free(t);
}

static int user_main(int argc, char **argv) {
  me = xmpc_node_num();
  n = xmp_num_nodes();
  int star = -1;
  void *p = xmp_rt_nodes_new(1, &star, NULL, LOC);
  int nodes_ndims = 0;
  CHECK(xmp_nodes_ndims(p, &nodes_ndims) == 0 && nodes_ndims == 1);
  if (argc > 1 && strcmp(argv[1], "fixtwice") == 0) {
    void *t = xmp_rt_template_new(1, NULL, NULL, LOC);
    int fmt = XMP_BLOCK;
    xmp_rt_template_distribute(t, p, &fmt, NULL, NULL, LOC);
    long long lo = 0, hi = 9;
    xmp_rt_template_fix(t, &lo, &hi, NULL, "fix.c:41");
    xmp_rt_template_fix(t, &lo, &hi, NULL, "fix.c:42");
    return 0;
  }
  int gmap[8];
  for (int k = 0; k < n; k++) gmap[k] = (k == 0 || k == n - 1) ? 0 : 3 + k;
  long long gsum = 0;
  for (int k = 0; k < n; k++) gsum += gmap[k];
  if (gsum == 0) { gmap[0] = 7; gsum = 7; }
  long long sizes[] = {1, 2, 3, 10, 23};
  for (int si = 0; si < 5; si++) {
    long long d = sizes[si];
    /* template t[d], x[d] with t[i], loop over everything, ascending and descending. */
    case1(p, 0, d, XMP_BLOCK, 0, NULL, d, 0, 1, 1, 0, d - 1, 1);
    case1(p, 0, d, XMP_BLOCK, 0, NULL, d, 0, 0, 2, d - 1, 0, -2);
    long long bn = (d + n - 1) / n + 1;
    case1(p, 0, d, XMP_BLOCK, bn, NULL, d, 0, 2, 0, 0, d - 1, 3);
    case1(p, 0, d, XMP_CYCLIC, 1, NULL, d, 0, 0, 0, 0, d - 1, 1);
    case1(p, 0, d, XMP_CYCLIC, 1, NULL, d, 0, 0, 0, d - 1, 0, -3);
    case1(p, 0, d, XMP_CYCLIC, 3, NULL, d, 0, 0, 0, 0, d - 1, 1);
    case1(p, 0, d, XMP_CYCLIC, 2, NULL, d, 0, 0, 0, d - 1, 0, -1);
    case1(p, 0, d, XMP_BLOCK, 0, NULL, d, 0, -1, 0, 0, d - 1, 1);   /* full shadow */
  }
  /* gblock with empty parts; offsets: x[N] with t[i+2] on t[lower 1 .. ]. */
  case1(p, 0, gsum, XMP_GBLOCK, 0, gmap, gsum, 0, 1, 1, 0, gsum - 1, 1);
  case1(p, 0, gsum, XMP_GBLOCK, 0, gmap, gsum, 0, 0, 0, gsum - 1, 0, -2);
  case1(p, 0, 10, XMP_BLOCK, 0, NULL, 8, 2, 1, 1, 0, 7, 1);
  case1(p, 1, 40, XMP_BLOCK, 0, NULL, 30, 5, 1, 2, 2, 25, 2);
  case1(p, 1, 40, XMP_CYCLIC, 4, NULL, 30, 5, 0, 0, 29, 0, -1);
  case1(p, 0, 57, XMP_CYCLIC, 1, NULL, 50, 3, 0, 0, 1, 46, 5);
  /* Loop bounds narrower than the array, and entirely outside some nodes' blocks. */
  case1(p, 0, 100, XMP_BLOCK, 0, NULL, 100, 0, 1, 1, 90, 97, 1);
  case1(p, 0, 100, XMP_BLOCK, 0, NULL, 100, 0, 1, 1, 3, 5, 1);

  /* 2-D on the 1-D node array. */
  case2(p, 7, 11, XMP_BLOCK, 0, XMP_NOT_DISTRIBUTED, 0, NULL, NULL);
  case2(p, 7, 11, XMP_NOT_DISTRIBUTED, 0, XMP_CYCLIC, 2, NULL, NULL);
  int g9[8] = {0};
  for (int e = 0; e < 9; e++) g9[(e * 3) % n]++;
  case2(p, 9, 5, XMP_GBLOCK, 0, XMP_NOT_DISTRIBUTED, 0, g9, NULL);
  /* 2-D node array g[*][2] (even node counts) or g[*][1]. */
  int ext2[2] = {-1, n % 2 == 0 ? 2 : 1};
  void *g = xmp_rt_nodes_new(2, ext2, NULL, LOC);
  int c2map[2] = {4, 9};
  int c1map[1] = {13};
  case2(g, 13, 6, XMP_BLOCK, 0, XMP_CYCLIC, 1, NULL, NULL);
  case2(g, 6, 13, XMP_CYCLIC, 2, XMP_GBLOCK, 0, NULL, n % 2 == 0 ? c2map : c1map);
  case2(g, 5, 3, XMP_CYCLIC, 1, XMP_BLOCK, 3, NULL, NULL);

  expand_margin(p, 3);
  expand_margin(p, 20);
  expand_margin(p, 101);
  fix_and_malloc(p);
  xmp_rt_nodes_free(g);
  xmp_rt_nodes_free(p);
  if (!bad) printf("node %d: mapping ok\n", me);
  return bad != 0;
}

int main(int argc, char **argv) { return xmp_rt_main(argc, argv, user_main, 0); }
