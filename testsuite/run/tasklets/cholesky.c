// A blocked Cholesky factorisation written with tasklets (reference 15, an extension): a
// symmetric positive definite matrix of NB x NB tiles, tile columns cyclic over the nodes, the
// lower triangle factorised in place by potrf/trsm/syrk/gemm tile tasklets with in/inout
// dependences on tile keys. A node that updates a column with the tiles of column k gets them
// from k's owner, one tasklet pair per tile: the owner puts the tile into the same place of the
// receiver's coarray (remote_out), the receiver's accept_remote_out tasklet is the tile's
// producer there (tag: the tile's number, unique per pair of nodes). Every node checks its own
// columns against a serial Cholesky of the whole matrix.
// RUN: %xmpcc -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 3 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 3 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 4 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 4 %t | FileCheck %s
// CHECK: cholesky PASS
#include <math.h>
#include <stdio.h>
#include <xmp.h>

#define NB 6
#define BS 4
#define BSS (BS * BS)
#define N (NB * BS)

#pragma xmp nodes p[*]

double tl[NB][NB][BSS]:[*]; // tile (i, j) of the lower triangle, row-major inside the tile
char key[NB][NB];            // dependence keys of the tiles
double ref[N][N];

static double elem(int r, int c) {
  double d = r > c ? r - c : c - r;
  return 1.0 / (1.0 + d) + (r == c ? N : 0.0);
}

static void potrf(double *a) {
  for (int c = 0; c < BS; c++) {
    double s = a[c * BS + c];
    for (int m = 0; m < c; m++)
      s -= a[c * BS + m] * a[c * BS + m];
    a[c * BS + c] = sqrt(s);
    for (int r = c + 1; r < BS; r++) {
      double t = a[r * BS + c];
      for (int m = 0; m < c; m++)
        t -= a[r * BS + m] * a[c * BS + m];
      a[r * BS + c] = t / a[c * BS + c];
    }
    for (int r = 0; r < c; r++)
      a[r * BS + c] = 0.0;
  }
}

// b = b * l^-T (l lower triangular).
static void trsm(const double *l, double *b) {
  for (int r = 0; r < BS; r++)
    for (int c = 0; c < BS; c++) {
      double t = b[r * BS + c];
      for (int m = 0; m < c; m++)
        t -= b[r * BS + m] * l[c * BS + m];
      b[r * BS + c] = t / l[c * BS + c];
    }
}

// c -= a * b^T.
static void gemm(const double *a, const double *b, double *c) {
  for (int r = 0; r < BS; r++)
    for (int s = 0; s < BS; s++) {
      double t = 0.0;
      for (int m = 0; m < BS; m++)
        t += a[r * BS + m] * b[s * BS + m];
      c[r * BS + s] -= t;
    }
}

// The first column after k that node q owns (NB if none): q needs the tiles (i, k), i >= it.
static int first_after(int k, int q, int n) {
  for (int j = k + 1; j < NB; j++)
    if (j % n == q)
      return j;
  return NB;
}

int main(void) {
  int me = xmpc_node_num(), n = xmp_num_nodes();
  for (int j = me; j < NB; j += n)
    for (int i = j; i < NB; i++)
      for (int r = 0; r < BS; r++)
        for (int c = 0; c < BS; c++)
          tl[i][j][r * BS + c] = elem(i * BS + r, j * BS + c);
#pragma xmp barrier

#pragma xmp tasklets
  {
    for (int k = 0; k < NB; k++) {
      int owner = k % n;
#pragma xmp tasklet on p[owner] inout(key[k][k])
      potrf(tl[k][k]);
      for (int i = k + 1; i < NB; i++) {
#pragma xmp tasklet on p[owner] in(key[k][k]) inout(key[i][k])
        trsm(tl[k][k], tl[i][k]);
      }
      // Column k to the nodes that update later columns with it.
      for (int q = 0; q < n; q++) {
        int from = first_after(k, q, n);
        if (q == owner || from == NB)
          continue;
        for (int i = from; i < NB; i++) {
          int tag = i * NB + k;
          if (me == owner) {
#pragma xmp tasklet in(key[i][k]) remote_out(*, p[q], tag)
            tl[i][k][0:BSS]:[q] = tl[i][k][0:BSS];
          } else if (me == q) {
#pragma xmp tasklet accept_remote_out(key[i][k], p[owner], tag)
            {
            }
          }
        }
      }
      for (int j = k + 1; j < NB; j++) {
        if (j % n != me)
          continue;
#pragma xmp tasklet in(key[j][k]) inout(key[j][j])
        gemm(tl[j][k], tl[j][k], tl[j][j]);
        for (int i = j + 1; i < NB; i++) {
#pragma xmp tasklet in(key[i][k], key[j][k]) inout(key[i][j])
          gemm(tl[i][k], tl[j][k], tl[i][j]);
        }
      }
    }
  }

  // Serial Cholesky (lower, in place) of the whole matrix.
  for (int r = 0; r < N; r++)
    for (int c = 0; c < N; c++)
      ref[r][c] = elem(r, c);
  for (int c = 0; c < N; c++) {
    for (int m = 0; m < c; m++)
      ref[c][c] -= ref[c][m] * ref[c][m];
    ref[c][c] = sqrt(ref[c][c]);
    for (int r = c + 1; r < N; r++) {
      for (int m = 0; m < c; m++)
        ref[r][c] -= ref[r][m] * ref[c][m];
      ref[r][c] /= ref[c][c];
    }
  }
  int bad = 0;
  for (int j = me; j < NB; j += n)
    for (int i = j; i < NB; i++)
      for (int r = 0; r < BS; r++)
        for (int c = 0; c < BS; c++) {
          int gr = i * BS + r, gc = j * BS + c;
          double want = gr >= gc ? ref[gr][gc] : 0.0;
          double got = tl[i][j][r * BS + c];
          if (fabs(got - want) > 1e-12 * (1.0 + fabs(want))) {
            if (bad < 3)
              printf("node %d: L[%d][%d] = %.17g, expected %.17g\n", me, gr, gc, got, want);
            bad++;
          }
        }
#pragma xmp reduction(+ : bad)
  if (me == 0)
    printf("cholesky %s\n", bad == 0 ? "PASS" : "FAIL");
  return bad != 0;
}
