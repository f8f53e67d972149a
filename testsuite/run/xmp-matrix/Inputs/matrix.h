/* Helpers shared by the formats_*.c tests that gen.py generates (kept by hand: gen.py emits
   the format kinds below by name). */
enum { BLOCK, BLOCKN, CYCLIC, CYCLICW, GBLOCK, STAR };

/* One template dimension as the test sees it: format, block size or width, node extent P,
   this node's coordinate c, gblock map m. */
struct fmt {
  int kind, n, P, c;
  const int *m;
};

static int ceil_div(int a, int b) { return (a + b - 1) / b; }

/* Does coordinate f->c own template index g of an extent-d dimension (reference 5.1)? */
static int owns(const struct fmt *f, int d, int g) {
  int k, lo = 0;
  switch (f->kind) {
  case BLOCK:
    return g / ceil_div(d, f->P) == f->c;
  case BLOCKN:
    return g / f->n == f->c;
  case CYCLIC:
  case CYCLICW:
    return (g / f->n) % f->P == f->c;
  case GBLOCK:
    for (k = 0; k < f->c; k++) lo += f->m[k];
    return g >= lo && g < lo + f->m[f->c];
  default:
    return 1;
  }
}

/* Number of indices of an extent-d dimension that coordinate f->c owns, by counting. */
static int owned_count(const struct fmt *f, int d) {
  int g, n = 0;
  for (g = 0; g < d; g++) n += owns(f, d, g);
  return n;
}

/* A gblock map for P coordinates summing to n: every third coordinate gets nothing, and
   with few indices the last coordinates get nothing either. */
static void make_map(int *m, int P, int n) {
  int k, rem = n;
  for (k = 0; k < P; k++) {
    m[k] = (k % 3 == 1) ? 0 : (rem < k + 2 ? rem : k + 2);
    rem -= m[k];
  }
  m[0] += rem;
}

/* block(n) with one block more than needed on 3+ coordinates: the last ones own nothing. */
static int block_n(int d, int P) { return ceil_div(d, P) + (P > 2 ? 1 : 0); }

/* Split P nodes into an nd-dimensional shape: each prime factor (largest first) goes to the
   dimension with the smallest extent so far, ties broken starting at dimension `variant`. */
static void shape(int P, int nd, int variant, int *d) {
  int f[8], nf = 0, q = P, x, k, t;
  for (k = 0; k < nd; k++) d[k] = 1;
  for (x = 2; q > 1; x++)
    while (q % x == 0) {
      f[nf++] = x;
      q /= x;
    }
  for (k = nf - 1; k >= 0; k--) {
    int best = -1;
    for (t = 0; t < nd; t++) {
      int dim = (t + variant) % nd;
      if (best < 0 || d[dim] < d[best]) best = dim;
    }
    d[best] *= f[k];
  }
}

/* This node's coordinates in a node array of shape d (C order, identity mapping). */
static void coords(int nd, const int *d, int *c) {
  int k, me = xmpc_all_node_num();
  for (k = nd - 1; k >= 0; k--) {
    c[k] = me % d[k];
    me /= d[k];
  }
}

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmpc_all_node_num() == 0) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

/* The value every element gets: a function of its global index. */
#define F(i, j, k) ((double)(((i) * 37 + (j) * 11 + (k) * 5) % 97 + 1 + (i)))
