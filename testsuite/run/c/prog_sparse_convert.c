// Differential test: a small program: COO triplets sorted with qsort (multi-key comparator), duplicates summed, converted to CSR with prefix sums, transposed, and used in matrix-vector products
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out

#include <stdio.h>
#include <stdlib.h>

struct triplet { int row, col; double val; };

static int by_row_col(const void *a, const void *b) {
  const struct triplet *x = a, *y = b;
  if (x->row != y->row) return x->row < y->row ? -1 : 1;
  return (x->col > y->col) - (x->col < y->col);
}

struct csr { int n, nnz; int *ptr, *idx; double *val; };

static struct csr build(int n, struct triplet *t, int count) {
  qsort(t, count, sizeof *t, by_row_col);
  int m = 0;
  for (int k = 0; k < count; k++) {
    if (m > 0 && t[m - 1].row == t[k].row && t[m - 1].col == t[k].col) t[m - 1].val += t[k].val;
    else t[m++] = t[k];
  }
  struct csr a = {n, m, calloc(n + 1, sizeof(int)), malloc(m * sizeof(int)), malloc(m * sizeof(double))};
  for (int k = 0; k < m; k++) a.ptr[t[k].row + 1]++;
  for (int r = 0; r < n; r++) a.ptr[r + 1] += a.ptr[r];
  for (int k = 0; k < m; k++) { a.idx[k] = t[k].col; a.val[k] = t[k].val; }
  return a;
}

static struct csr transpose(const struct csr *a) {
  struct csr t = {a->n, a->nnz, calloc(a->n + 1, sizeof(int)), malloc(a->nnz * sizeof(int)),
                  malloc(a->nnz * sizeof(double))};
  for (int k = 0; k < a->nnz; k++) t.ptr[a->idx[k] + 1]++;
  for (int r = 0; r < a->n; r++) t.ptr[r + 1] += t.ptr[r];
  int *fill = calloc(a->n, sizeof(int));
  for (int r = 0; r < a->n; r++)
    for (int k = a->ptr[r]; k < a->ptr[r + 1]; k++) {
      int c = a->idx[k], pos = t.ptr[c] + fill[c]++;
      t.idx[pos] = r;
      t.val[pos] = a->val[k];
    }
  free(fill);
  return t;
}

static void spmv(const struct csr *a, const double *x, double *y) {
  for (int r = 0; r < a->n; r++) {
    double s = 0;
    for (int k = a->ptr[r]; k < a->ptr[r + 1]; k++) s += a->val[k] * x[a->idx[k]];
    y[r] = s;
  }
}

int main(void) {
  enum { N = 40, COUNT = 300 };
  struct triplet t[COUNT];
  unsigned s = 99;
  for (int k = 0; k < COUNT; k++) {
    s = s * 1664525u + 1013904223u;
    t[k].row = (int)(s >> 20) % N;
    s = s * 1664525u + 1013904223u;
    t[k].col = (int)(s >> 20) % N;
    t[k].val = (double)((s >> 8) % 100) / 10.0 - 5.0;
  }
  struct csr a = build(N, t, COUNT);
  struct csr at = transpose(&a);
  double x[N], y[N], z[N];
  for (int i = 0; i < N; i++) x[i] = 1.0 + i * 0.01;
  spmv(&a, x, y);
  spmv(&at, x, z);
  double sy = 0, sz = 0, xay = 0, yatx = 0;
  for (int i = 0; i < N; i++) { sy += y[i]; sz += z[i]; xay += x[i] * y[i]; yatx += z[i] * x[i]; }
  printf("nnz=%d row0=%d..%d sum(Ax)=%.6f sum(A^T x)=%.6f\n", a.nnz, a.ptr[0], a.ptr[1], sy, sz);
  printf("x.Ax == A^T x.x: %d\n", (xay - yatx) < 1e-9 && (yatx - xay) < 1e-9);
  printf("first entries:");
  for (int k = 0; k < 5; k++) printf(" (%d,%d,%.1f)", 0, a.idx[k], a.val[k]);
  printf("\n");
  return a.nnz % 256;
}
