// reflect_init / reflect_do over MPI persistent requests (issue 5): on the mpi transport without
// direct shared-memory access (XMP_MPI_DIRECT=0, as between machines) reflect_init also builds
// MPI_Send_init / MPI_Recv_init requests (one per peer and direction and phase, on derived
// datatypes committed once) and each reflect_do is MPI_Startall + MPI_Waitall per phase; on shm
// and with direct access (puts are plain copies) reflect_do keeps the one-sided path.
// Checked after every one of STEPS reflect_do's, with the owned values changed and every shadow
// slot reset to a sentinel before each (a stale or missing exchange is caught):
// - u: 1-D block, periodic width 2 (wrap-around between the first and last node);
// - w: 1-D block of 5 elements, periodic width 2: wider than some blocks (a shadow side fed
//   by two owners; two strips between one pair of nodes travel as one message) and, on 4
//   nodes, a node owning nothing (it takes no part);
// - m: 2-D [block][block] on a 2-D node array with corners (two phases: the corners travel
//   through the rows filled by the first), periodic in dimension 0 (with one node row, as with
//   2 nodes, a node copies into its own shadow), width 2 in dimension 1, sizes not divisible;
// - o: the same distribution, orthogonal (one phase, faces only: corners keep the sentinel),
//   periodic in dimension 1.
// XMP_STATS: 4 builds and 4*STEPS executions everywhere; with XMP_MPI_DIRECT=0 on mpi, 4
// persistent builds and 4*STEPS persistent starts (3 and 3*STEPS on the node owning nothing),
// none on shm and on direct mpi.
// RUN: %xmpcc -O1 %s -o %t.O1
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: env XMP_MPI_DIRECT=0 %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: env XMP_MPI_DIRECT=0 %xmprun -n 4 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O1 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: env XMP_STATS=1 %xmprun -n 2 %t.O2 2>&1 >/dev/null | FileCheck %s --check-prefix=ONESIDED
// RUN: %if transport-mpi %{ env XMP_MPI_DIRECT=0 XMP_STATS=1 %xmprun -n 4 %t.O2 2>&1 >/dev/null | FileCheck %s --check-prefix=PERSIST %}
// CHECK: PASS persistent-1d
// CHECK: PASS persistent-1d-small
// CHECK: PASS persistent-2d-corners
// CHECK: PASS persistent-2d-orthogonal
// ONESIDED-DAG: xmp: node 0: stats: {{.*}} reflect_builds=4 reflect_execs=20 {{.*}} reflect_persistent_builds=0 reflect_persistent_starts=0{{( |$)}}
// ONESIDED-DAG: xmp: node 1: stats: {{.*}} reflect_builds=4 reflect_execs=20 {{.*}} reflect_persistent_builds=0 reflect_persistent_starts=0{{( |$)}}
// PERSIST-DAG: xmp: node 0: stats: {{.*}} reflect_builds=4 reflect_execs=20 {{.*}} reflect_persistent_builds=4 reflect_persistent_starts=20{{( |$)}}
// PERSIST-DAG: xmp: node 1: stats: {{.*}} reflect_builds=4 reflect_execs=20 {{.*}} reflect_persistent_builds=4 reflect_persistent_starts=20{{( |$)}}
// PERSIST-DAG: xmp: node 2: stats: {{.*}} reflect_builds=4 reflect_execs=20 {{.*}} reflect_persistent_builds=4 reflect_persistent_starts=20{{( |$)}}
// PERSIST-DAG: xmp: node 3: stats: {{.*}} reflect_builds=4 reflect_execs=20 {{.*}} reflect_persistent_builds=3 reflect_persistent_starts=15{{( |$)}}
#include <stdio.h>
#include <xmp.h>

#define N 37
#define A 11
#define B 9
#define STEPS 5
#define S 5
#define SENT (-7)

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template ts[S]
#pragma xmp distribute ts[block] onto p
#pragma xmp nodes g[*][2]
#pragma xmp template t2[A][B]
#pragma xmp distribute t2[block][block] onto g

double u[N];
#pragma xmp align u[i] with t[i]
#pragma xmp shadow u[2]
int w[S];
#pragma xmp align w[i] with ts[i]
#pragma xmp shadow w[2]
int m[A][B], o[A][B];
#pragma xmp align m[i][j] with t2[i][j]
#pragma xmp align o[i][j] with t2[i][j]
#pragma xmp shadow m[1][2]
#pragma xmp shadow o[1][1]

static int lo0, hi0, lo1, hi1, rlo, rhi, wlo, whi;

static void report(const char *name, int bad) {
#pragma xmp reduction (+:bad)
  if (xmp_node_num() == 1) printf("%s %s\n", bad ? "FAIL" : "PASS", name);
}

static double uval(int i, int s) { return 3.5 * i + 100 * s; }
static int mval(int i, int j, int s) { return 10000 * s + 100 * i + j; }

static void fill(int s) {
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++)
    for (int d = -2; d <= 2; d++) u[i + d] = SENT;
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) u[i] = uval(i, s);
#pragma xmp loop (i) on ts[i]
  for (int i = 0; i < S; i++)
    for (int d = -2; d <= 2; d++) w[i + d] = SENT;
#pragma xmp loop (i) on ts[i]
  for (int i = 0; i < S; i++) w[i] = mval(0, i, s);
#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int di = -1; di <= 1; di++)
        for (int dj = -2; dj <= 2; dj++) {
          m[i + di][j + dj] = SENT;
          if (dj >= -1 && dj <= 1) o[i + di][j + dj] = SENT;
        }
#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++) {
      m[i][j] = mval(i, j, s);
      o[i][j] = -mval(i, j, s);
    }
}

static int check1(int s) {
  int bad = 0;
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++)
    for (int d = -2; d <= 2; d++) {
      int x = i + d;
      if (x >= rlo && x <= rhi) continue;
      double want = uval((x + N) % N, s);
      if (u[x] != want && bad++ < 4)
        printf("FAIL 1d node %d step %d: u[%d] = %g, want %g\n", xmp_node_num(), s, x, u[x], want);
    }
  return bad;
}

static int check_w(int s) {
  int bad = 0;
#pragma xmp loop (i) on ts[i]
  for (int i = 0; i < S; i++)
    for (int d = -2; d <= 2; d++) {
      int x = i + d;
      if (x >= wlo && x <= whi) continue;
      int want = mval(0, (x + S) % S, s);
      if (w[x] != want && bad++ < 4)
        printf("FAIL small node %d step %d: w[%d] = %d, want %d\n", xmp_node_num(), s, x, w[x], want);
    }
  return bad;
}

/* m: dimension 0 periodic width 1, dimension 1 width 2, corners. */
static int check_m(int s) {
  int bad = 0;
#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int di = -1; di <= 1; di++)
        for (int dj = -2; dj <= 2; dj++) {
          int x = i + di, y = j + dj;
          int in0 = x >= lo0 && x <= hi0, in1 = y >= lo1 && y <= hi1;
          if (in0 && in1) continue;
          int valid = y >= 0 && y < B;
          int want = valid ? mval((x + A) % A, y, s) : SENT;
          if (m[x][y] != want && bad++ < 4)
            printf("FAIL corners node %d step %d: m[%d][%d] = %d, want %d\n", xmp_node_num(), s, x,
                   y, m[x][y], want);
        }
  return bad;
}

/* o: dimension 0 width 1, dimension 1 periodic width 1, orthogonal. */
static int check_o(int s) {
  int bad = 0;
#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int di = -1; di <= 1; di++)
        for (int dj = -1; dj <= 1; dj++) {
          int x = i + di, y = j + dj;
          int in0 = x >= lo0 && x <= hi0, in1 = y >= lo1 && y <= hi1;
          if (in0 && in1) continue;
          int valid = x >= 0 && x < A && (in0 || in1);
          int want = valid ? -mval(x, (y + B) % B, s) : SENT;
          if (o[x][y] != want && bad++ < 4)
            printf("FAIL orthogonal node %d step %d: o[%d][%d] = %d, want %d\n", xmp_node_num(), s,
                   x, y, o[x][y], want);
        }
  return bad;
}

int main(void) {
  rlo = lo0 = lo1 = wlo = 1 << 20;
  rhi = hi0 = hi1 = whi = -1;
#pragma xmp loop (i) on ts[i]
  for (int i = 0; i < S; i++) {
    if (i < wlo) wlo = i;
    if (i > whi) whi = i;
  }
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) {
    if (i < rlo) rlo = i;
    if (i > rhi) rhi = i;
  }
#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++) {
      if (i < lo0) lo0 = i;
      if (i > hi0) hi0 = i;
      if (j < lo1) lo1 = j;
      if (j > hi1) hi1 = j;
    }

#pragma xmp reflect_init (u) width(/periodic/2)
#pragma xmp reflect_init (w) width(/periodic/2)
#pragma xmp reflect_init (m) width(/periodic/1, 2)
#pragma xmp reflect_init (o) width(1, /periodic/1) orthogonal
  int bad1 = 0, badw = 0, badm = 0, bado = 0;
  for (int s = 0; s < STEPS; s++) {
    fill(s);
#pragma xmp reflect_do (u, m, o, w)
    bad1 += check1(s);
    badw += check_w(s);
    badm += check_m(s);
    bado += check_o(s);
  }
  report("persistent-1d", bad1);
  report("persistent-1d-small", badw);
  report("persistent-2d-corners", badm);
  report("persistent-2d-orthogonal", bado);
  return 0;
}
