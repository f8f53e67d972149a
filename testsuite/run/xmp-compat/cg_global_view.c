// A global-view conjugate gradient in the style of the NAS CG kernel: the matrix is split in
// blocks of rows and columns over a 2-D node array, the vectors p, q, r, x, z are distributed
// along the column nodes and replicated along the row nodes, w along the row nodes; the
// matrix-vector product reads p through the column indices of the node's rows (`p[colidx[k]]`,
// global indices; `shadow p[*]` with reflect gives every node all of p), the partial sums are
// combined over the node row (`reduction(+:w) on subproc(:)`) and transposed by gmove; the dot
// products are loop reductions with `*` (one per node row) and reductions on the node row.
// The result is compared with a serial computation of the same iterations in the program.
// RUN: %xmpcc -O2 -DNPCOLS=1 -DNPROWS=1 %s -o %t.1
// RUN: %xmprun -n 1 %t.1 | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmpcc -O2 -DNPCOLS=2 -DNPROWS=1 %s -o %t.2
// RUN: %xmprun -n 2 %t.2 | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmpcc -O2 -DNPCOLS=2 -DNPROWS=2 %s -o %t.4
// RUN: %xmprun -n 4 %t.4 | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmpcc -O0 -DNPCOLS=2 -DNPROWS=2 %s -o %t.4o0
// RUN: %xmprun -n 4 %t.4o0 | FileCheck %s --implicit-check-not=ERROR
// RUN: %if !transport-mpi %{ %xmpcc -O2 -DNPCOLS=4 -DNPROWS=2 %s -o %t.8 %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.8 | FileCheck %s --implicit-check-not=ERROR %}
// RUN: %xmpcc -O2 -DNPCOLS=1 -DNPROWS=2 %s -o %t.12
// RUN: %xmprun -n 2 %t.12 | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>

#define NA 150
#define NONZER 5
#define CGIT 6
#define NITER 6
#define SHIFT 10.0

#pragma xmp nodes proc(NPCOLS, NPROWS)
#pragma xmp nodes subproc(NPCOLS) = proc(:, *)
#pragma xmp template t(0:NA-1, 0:NA-1)
#pragma xmp distribute t(block, block) onto proc

double x[NA], z[NA], p[NA], q[NA], r[NA];
#pragma xmp align [i] with t(i, *) :: x, z, p, q, r
#pragma xmp shadow p[*]
double w[NA];
#pragma xmp align w[j] with t(*, j)

static double A[NA][NA];   /* the whole matrix, on every node (for the serial check) */
static int rowstr[NA + 1], colidx[NA * NA];
static double a[NA * NA];
static int firstrow, lastrow, firstcol, lastcol;

static unsigned long long seed = 314159265ULL;
static double rnd(void) {
  seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double)(seed >> 11) / 9007199254740992.0;
}

static void makea(void) {
  for (int i = 0; i < NA; i++) {
    for (int k = 0; k < NONZER; k++) {
      int c = (int)(rnd() * NA);
      double v = rnd();
      A[i][c] += v;
      A[c][i] += v;
    }
  }
  for (int i = 0; i < NA; i++) {
    double s = 0;
    for (int j = 0; j < NA; j++) s += fabs(A[i][j]);
    A[i][i] += s + 1.0;
  }
}

/* This node's block of rows and columns, as CSR with global column indices. */
static void submatrix(void) {
  int n = 0;
  for (int j = firstrow; j <= lastrow; j++) {
    rowstr[j - firstrow] = n;
    for (int i = firstcol; i <= lastcol; i++)
      if (A[j][i] != 0.0) {
        a[n] = A[j][i];
        colidx[n] = i;
        n++;
      }
  }
  rowstr[lastrow - firstrow + 1] = n;
}

/* q = A p */
static void matvec(void) {
  int j, k;
#pragma xmp reflect (p)
#pragma xmp loop on t(*, j)
  for (j = 0; j < NA; j++) {
    double sum = 0.0;
    for (k = rowstr[j - firstrow]; k < rowstr[j - firstrow + 1]; k++)
      sum = sum + a[k] * p[colidx[k]];
    w[j] = sum;
  }
#pragma xmp reduction (+:w) on subproc(:)
#pragma xmp gmove
  q[:] = w[:];
}

static double conj_grad(void) {
  int j, cgit;
  double d, sum, rho, rho0, alpha, beta;
  rho = 0.0;
#pragma xmp loop on t(j, *) reduction(+:rho)
  for (j = 0; j < NA; j++) {
    q[j] = 0.0;
    z[j] = 0.0;
    r[j] = x[j];
    p[j] = r[j];
    rho = rho + r[j] * r[j];
  }
  for (cgit = 1; cgit <= CGIT; cgit++) {
    matvec();
    d = 0.0;
#pragma xmp loop on t(j, *)
    for (j = 0; j < NA; j++) d = d + p[j] * q[j];
#pragma xmp reduction (+:d) on subproc(:)
    alpha = rho / d;
    rho0 = rho;
    rho = 0.0;
#pragma xmp loop on t(j, *) reduction(+:rho)
    for (j = 0; j < NA; j++) {
      z[j] = z[j] + alpha * p[j];
      r[j] = r[j] - alpha * q[j];
      rho = rho + r[j] * r[j];
    }
    beta = rho / rho0;
#pragma xmp loop on t(j, *)
    for (j = 0; j < NA; j++) p[j] = r[j] + beta * p[j];
  }
  /* ||x - A z|| */
#pragma xmp loop on t(j, *)
  for (j = 0; j < NA; j++) p[j] = z[j];
  matvec();
  sum = 0.0;
#pragma xmp loop on t(j, *) reduction(+:sum)
  for (j = 0; j < NA; j++) sum = sum + (x[j] - q[j]) * (x[j] - q[j]);
  return sqrt(sum);
}

/* The same iterations, serially on the whole matrix. */
static double sx[NA], sz[NA], sp[NA], sq[NA], sr[NA];
static void smatvec(const double *v, double *out) {
  for (int j = 0; j < NA; j++) {
    double s = 0.0;
    for (int i = 0; i < NA; i++) s += A[j][i] * v[i];
    out[j] = s;
  }
}
static double sconj_grad(void) {
  double rho = 0.0, d, alpha, beta, rho0, sum;
  for (int j = 0; j < NA; j++) {
    sq[j] = 0.0; sz[j] = 0.0; sr[j] = sx[j]; sp[j] = sr[j];
    rho += sr[j] * sr[j];
  }
  for (int it = 1; it <= CGIT; it++) {
    smatvec(sp, sq);
    d = 0.0;
    for (int j = 0; j < NA; j++) d += sp[j] * sq[j];
    alpha = rho / d;
    rho0 = rho;
    rho = 0.0;
    for (int j = 0; j < NA; j++) {
      sz[j] += alpha * sp[j];
      sr[j] -= alpha * sq[j];
      rho += sr[j] * sr[j];
    }
    beta = rho / rho0;
    for (int j = 0; j < NA; j++) sp[j] = sr[j] + beta * sp[j];
  }
  smatvec(sz, sq);
  sum = 0.0;
  for (int j = 0; j < NA; j++) sum += (sx[j] - sq[j]) * (sx[j] - sq[j]);
  return sqrt(sum);
}

int main(void) {
  int j, it, me = xmpc_node_num(), ok = 1;
  double zeta = 0, rnorm = 0, szeta = 0, srnorm = 0;
  makea();
  /* The node's rows (dimension 2 of t) and columns (dimension 1), as the template maps them. */
  xmp_array_gcllbound(xmp_desc_of(w), 1, &firstrow);
  xmp_array_gclubound(xmp_desc_of(w), 1, &lastrow);
  xmp_array_gcllbound(xmp_desc_of(x), 1, &firstcol);
  xmp_array_gclubound(xmp_desc_of(x), 1, &lastcol);
  submatrix();

#pragma xmp loop on t(j, *)
  for (j = 0; j < NA; j++) x[j] = 1.0;
  for (j = 0; j < NA; j++) sx[j] = 1.0;

  for (it = 1; it <= NITER; it++) {
    double n1 = 0.0, n2 = 0.0, sn1 = 0.0, sn2 = 0.0;
    rnorm = conj_grad();
#pragma xmp loop on t(j, *) reduction(+:n1, n2)
    for (j = 0; j < NA; j++) {
      n1 = n1 + x[j] * z[j];
      n2 = n2 + z[j] * z[j];
    }
    n2 = 1.0 / sqrt(n2);
    zeta = SHIFT + 1.0 / n1;
#pragma xmp loop on t(j, *)
    for (j = 0; j < NA; j++) x[j] = n2 * z[j];

    srnorm = sconj_grad();
    for (j = 0; j < NA; j++) { sn1 += sx[j] * sz[j]; sn2 += sz[j] * sz[j]; }
    sn2 = 1.0 / sqrt(sn2);
    szeta = SHIFT + 1.0 / sn1;
    for (j = 0; j < NA; j++) sx[j] = sn2 * sz[j];

    if (!(fabs(zeta - szeta) <= 1e-10 * fabs(szeta)) || !(fabs(rnorm - srnorm) <= 1e-6 * srnorm)) {
      printf("ERROR node %d it %d: zeta %.15e (serial %.15e) rnorm %.6e (serial %.6e)\n", me, it,
             zeta, szeta, rnorm, srnorm);
      ok = 0;
    }
  }
  /* x itself, element by element, where this node holds it. */
#pragma xmp loop on t(j, *)
  for (j = 0; j < NA; j++)
    if (!(fabs(x[j] - sx[j]) <= 1e-10)) { printf("ERROR node %d x[%d] %g %g\n", me, j, x[j], sx[j]); ok = 0; break; }
#pragma xmp reduction (min:ok)
  if (me == 0) printf("%s zeta %.10f\n", ok ? "PASS" : "ERROR", zeta);
  return ok ? 0 : 1;
}
