// xmp_transpose (reference 10.7) between block, cyclic, cyclic(w), gblock and local arrays
// on a 1-D node array; sizes not divisible by the node count and more nodes than rows (nodes
// owning nothing). Every result is copied to a local array with gmove and compared with a
// serial transpose by every node.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK block->cyclic
// CHECK: OK cyclic2->block
// CHECK: OK gblock->cyclic3
// CHECK: OK local->block
// CHECK: OK block->local
// CHECK: OK local->local
// CHECK: OK int-small
// CHECK: OK in-place
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]

#define M 11
#define N 6

static double la[M][N], lx[N][M], want[N][M];

static void report(const char *what, int ok) {
#pragma xmp reduction (min: ok)
  if (xmp_node_num() == 1) printf("%s %s\n", ok ? "OK" : "FAIL", what);
}

static void fill(void) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      la[i][j] = i * 100 + j + 0.5;
      want[j][i] = la[i][j];
    }
}

static int same(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      if (lx[i][j] != want[i][j]) return 0;
  return 1;
}


int main(void) {
  int P = xmp_num_nodes();
  int mm[8];
  fill();
  {
#pragma xmp template ta[M][N]
#pragma xmp template tx[N][M]
#pragma xmp distribute ta[block][*] onto p
#pragma xmp distribute tx[cyclic][*] onto p
    double a[M][N], x[N][M];
#pragma xmp align a[i][j] with ta[i][j]
#pragma xmp align x[i][j] with tx[i][j]
#pragma xmp gmove
    a[:][:] = la[:][:];
    xmp_transpose(x[:][:], a[:][:], 0);
#pragma xmp gmove
    lx[:][:] = x[:][:];
    report("block->cyclic", same());
  }
  {
#pragma xmp template ta[M][N]
#pragma xmp template tx[N][M]
#pragma xmp distribute ta[*][cyclic(2)] onto p
#pragma xmp distribute tx[*][block] onto p
    double a[M][N], x[N][M];
#pragma xmp align a[i][j] with ta[i][j]
#pragma xmp align x[i][j] with tx[i][j]
#pragma xmp gmove
    a[:][:] = la[:][:];
    xmp_transpose(x[:][:], a[:][:], 1);
#pragma xmp gmove
    lx[:][:] = x[:][:];
    report("cyclic2->block", same());
  }
  {
    /* gblock over the rows: uneven blocks, every third node owns nothing. */
    int s = 0;
    for (int k = 0; k < P; k++) { mm[k] = (k % 3 == 1) ? 0 : 1 + k % 2; s += mm[k]; }
    mm[P - 1] += M - s;
#pragma xmp template ta[M][N]
#pragma xmp template tx[N][M]
#pragma xmp distribute ta[gblock(mm)][*] onto p
#pragma xmp distribute tx[*][cyclic(3)] onto p
    double a[M][N], x[N][M];
#pragma xmp align a[i][j] with ta[i][j]
#pragma xmp align x[i][j] with tx[i][j]
#pragma xmp gmove
    a[:][:] = la[:][:];
    xmp_transpose(x[:][:], a[:][:], 0);
#pragma xmp gmove
    lx[:][:] = x[:][:];
    report("gblock->cyclic3", same());
  }
  {
#pragma xmp template tx[N][M]
#pragma xmp distribute tx[block][*] onto p
    double x[N][M];
#pragma xmp align x[i][j] with tx[i][j]
    xmp_transpose(x[:][:], la[:][:], 0);
#pragma xmp gmove
    lx[:][:] = x[:][:];
    report("local->block", same());
  }
  {
#pragma xmp template ta[M][N]
#pragma xmp distribute ta[cyclic][*] onto p
    double a[M][N];
#pragma xmp align a[i][j] with ta[i][j]
#pragma xmp gmove
    a[:][:] = la[:][:];
    for (int i = 0; i < N; i++)
      for (int j = 0; j < M; j++) lx[i][j] = -1;
    xmp_transpose(lx[:][:], a[:][:], 0);
    report("block->local", same());
  }
  {
    for (int i = 0; i < N; i++)
      for (int j = 0; j < M; j++) lx[i][j] = -1;
    xmp_transpose(lx[:][:], la[:][:], 0);
    report("local->local", same());
  }
  {
    /* 3 x 2 ints over up to 8 nodes: most nodes own nothing. */
#pragma xmp template ts[3][2]
#pragma xmp template tt[2][3]
#pragma xmp distribute ts[block][*] onto p
#pragma xmp distribute tt[*][cyclic] onto p
    int a[3][2], x[2][3], lxi[2][3];
#pragma xmp align a[i][j] with ts[i][j]
#pragma xmp align x[i][j] with tt[i][j]
#pragma xmp loop (i) on ts[i][*]
    for (int i = 0; i < 3; i++)
      for (int j = 0; j < 2; j++) a[i][j] = 10 * i + j;
    xmp_transpose(x[:][:], a[:][:], 0);
#pragma xmp gmove
    lxi[:][:] = x[:][:];
    int ok = 1;
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < 3; j++) ok &= lxi[i][j] == 10 * j + i;
    report("int-small", ok);
  }
  {
    /* the same square array as result and source (opt 1: the source may be overwritten) */
#pragma xmp template tq[N][N]
#pragma xmp distribute tq[cyclic(2)][*] onto p
    double q[N][N], lq[N][N];
#pragma xmp align q[i][j] with tq[i][j]
#pragma xmp loop (i) on tq[i][*]
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) q[i][j] = i * 10 + j;
    xmp_transpose(q[:][:], q[:][:], 1);
#pragma xmp gmove
    lq[:][:] = q[:][:];
    int ok = 1;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) ok &= lq[i][j] == j * 10 + i;
    report("in-place", ok);
  }
  return 0;
}
