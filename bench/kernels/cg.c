/* Conjugate gradient on the 2-D Poisson matrix (5-point stencil, Dirichlet boundary) stored in
 * CSR form: sparse matrix-vector products, dot products and axpys.
 * Usage: cg [grid] [iterations]; the matrix has grid*grid rows. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "bench_timer.h"

struct csr { int n; int *rowptr; int *col; double *val; };

static struct csr poisson(int g) {
  struct csr m;
  m.n = g * g;
  m.rowptr = malloc(sizeof(int) * (m.n + 1));
  m.col = malloc(sizeof(int) * 5 * m.n);
  m.val = malloc(sizeof(double) * 5 * m.n);
  int nz = 0;
  for (int i = 0; i < g; i++)
    for (int j = 0; j < g; j++) {
      int row = i * g + j;
      m.rowptr[row] = nz;
      if (i > 0) { m.col[nz] = row - g; m.val[nz++] = -1.0; }
      if (j > 0) { m.col[nz] = row - 1; m.val[nz++] = -1.0; }
      m.col[nz] = row; m.val[nz++] = 4.0;
      if (j < g - 1) { m.col[nz] = row + 1; m.val[nz++] = -1.0; }
      if (i < g - 1) { m.col[nz] = row + g; m.val[nz++] = -1.0; }
    }
  m.rowptr[m.n] = nz;
  return m;
}

static void spmv(const struct csr *m, const double *restrict x, double *restrict y) {
  for (int r = 0; r < m->n; r++) {
    double s = 0.0;
    for (int k = m->rowptr[r]; k < m->rowptr[r + 1]; k++) s += m->val[k] * x[m->col[k]];
    y[r] = s;
  }
}

static double dot(int n, const double *x, const double *y) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += x[i] * y[i];
  return s;
}

static double cg(const struct csr *m, const double *b, double *x, int iterations) {
  int n = m->n;
  double *r = malloc(sizeof(double) * n), *p = malloc(sizeof(double) * n);
  double *q = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) { x[i] = 0.0; r[i] = b[i]; p[i] = b[i]; }
  double rho = dot(n, r, r);
  for (int it = 0; it < iterations && rho > 1e-30; it++) {
    spmv(m, p, q);
    double alpha = rho / dot(n, p, q);
    for (int i = 0; i < n; i++) { x[i] += alpha * p[i]; r[i] -= alpha * q[i]; }
    double rho_new = dot(n, r, r);
    double beta = rho_new / rho;
    for (int i = 0; i < n; i++) p[i] = r[i] + beta * p[i];
    rho = rho_new;
  }
  free(r);
  free(p);
  free(q);
  return sqrt(rho);
}

int main(int argc, char **argv) {
  int g = argc > 1 ? atoi(argv[1]) : 400;
  int iterations = argc > 2 ? atoi(argv[2]) : 300;
  struct csr m = poisson(g);
  double *b = malloc(sizeof(double) * m.n), *x = malloc(sizeof(double) * m.n);
  for (int i = 0; i < m.n; i++) b[i] = 1.0 + (double)(i % 11) / 11.0;
  cg(&m, b, x, 2); /* warm-up */
  double t0 = bench_now(), c0 = bench_cpu();
  double res = cg(&m, b, x, iterations);
  double t1 = bench_now(), c1 = bench_cpu();
  double xs = 0.0;
  for (int i = 0; i < m.n; i++) xs += x[i];
  printf("cg grid=%d rows=%d iterations=%d\n", g, m.n, iterations);
  printf("checksum %.8e %.8e\n", res, xs);
  printf("time_s %.6f\n", t1 - t0);
  printf("cpu_s %.6f\n", c1 - c0);
  return 0;
}
