// reflect async(id) (reference 7.1, 7.7): on the mpi transport without direct shared-memory
// access (XMP_MPI_DIRECT=0, as between machines) the last phase runs as nonblocking
// MPI_Isend/MPI_Irecv that complete in wait_async / xmp_test_async; with direct access and on
// shm the reflect completes when it starts. Between the start and the wait the program touches neither
// array (it computes on another one). Checked: a 1-D periodic width 2 reflect of two arrays
// under one id, completed by wait_async; a 2-D [block][block] reflect with corners (the first
// phase runs before returning) and an orthogonal one, completed by polling xmp_test_async until
// it returns 1 (then wait_async of the same id is still legal and returns); a wait_async of
// an id that has nothing pending. Every shadow slot is compared with its source's value.
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: env XMP_MPI_DIRECT=0 %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: env XMP_MPI_DIRECT=0 %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS async-1d
// CHECK: PASS async-test-corners
// CHECK: PASS async-test-orthogonal
#include <stdio.h>
#include <xmp.h>

#define N 37
#define A 11
#define B 9
#define SENT (-7)

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp nodes g[*][2]
#pragma xmp template t2[A][B]
#pragma xmp distribute t2[block][block] onto g

double u[N], v[N], w[N];
#pragma xmp align u[i] with t[i]
#pragma xmp align v[i] with t[i]
#pragma xmp align w[i] with t[i]
#pragma xmp shadow u[2]
#pragma xmp shadow v[2]
int m[A][B];
#pragma xmp align m[i][j] with t2[i][j]
#pragma xmp shadow m[1][1]

static int fails;

static void report(const char *name, int bad) {
#pragma xmp reduction (+:bad)
  if (bad) fails++;
  if (xmp_node_num() == 1) printf("%s %s\n", bad ? "FAIL" : "PASS", name);
}

static int lo0, hi0, lo1, hi1;

static void fill2(void) {
#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int di = -1; di <= 1; di++)
        for (int dj = -1; dj <= 1; dj++) m[i + di][j + dj] = SENT;
#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++) m[i][j] = 100 * i + j;
}

/* corners: whether diagonal slots must be written */
static int check2(int corners) {
  int bad = 0;
#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int di = -1; di <= 1; di++)
        for (int dj = -1; dj <= 1; dj++) {
          int x = i + di, y = j + dj;
          int in0 = x >= lo0 && x <= hi0, in1 = y >= lo1 && y <= hi1;
          if (in0 && in1) continue;
          int valid = x >= 0 && x < A && y >= 0 && y < B && (corners || in0 || in1);
          int want = valid ? 100 * x + y : SENT;
          if (m[x][y] != want && bad++ < 4)
            printf("FAIL node %d: m[%d][%d] = %d, want %d\n", xmp_node_num(), x, y, m[x][y], want);
        }
  return bad;
}

int main(void) {
  int rlo = 1 << 20, rhi = -1;
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) {
    if (i < rlo) rlo = i;
    if (i > rhi) rhi = i;
  }
  lo0 = lo1 = 1 << 20; hi0 = hi1 = -1;
#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++) {
      if (i < lo0) lo0 = i;
      if (i > hi0) hi0 = i;
      if (j < lo1) lo1 = j;
      if (j > hi1) hi1 = j;
    }

  /* ---- 1-D, two arrays under one id, periodic width 2 ---- */
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++)
    for (int d = -2; d <= 2; d++) u[i + d] = v[i + d] = SENT;
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) {
    u[i] = 3 * i + 1;
    v[i] = -5 * i;
  }
#pragma xmp reflect (u, v) width(/periodic/2) async(7)
  /* unrelated work while the reflect runs */
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) w[i] = 2.0 * i;
#pragma xmp wait_async (7)
  {
    int bad = 0;
#pragma xmp loop (i) on t[i]
    for (int i = 0; i < N; i++)
      for (int d = -2; d <= 2; d++) {
        int x = i + d, s = (x + N) % N;
        if (x >= rlo && x <= rhi) continue;
        if ((u[x] != 3 * s + 1 || v[x] != -5 * s) && bad++ < 4)
          printf("FAIL async-1d node %d: u[%d] = %g v = %g\n", xmp_node_num(), x, u[x], v[x]);
      }
#pragma xmp loop (i) on t[i]
    for (int i = 0; i < N; i++)
      if (w[i] != 2.0 * i) bad++;
    report("async-1d", bad);
  }

  /* ---- 2-D with corners, completed by polling xmp_test_async ---- */
  fill2();
#pragma xmp reflect (m) async(3)
  {
    long polls = 0;
    while (!xmp_test_async(3) && polls < 100000000L) polls++;
    int bad = polls >= 100000000L;
    if (bad) printf("FAIL node %d: xmp_test_async never returned 1\n", xmp_node_num());
#pragma xmp wait_async (3)
    bad += check2(1);
    report("async-test-corners", bad);
  }

  fill2();
#pragma xmp reflect (m) orthogonal async(4)
  {
    long polls = 0;
    while (!xmp_test_async(4) && polls < 100000000L) polls++;
    int bad = polls >= 100000000L;
    if (bad) printf("FAIL node %d: xmp_test_async never returned 1\n", xmp_node_num());
    bad += check2(0);
#pragma xmp wait_async (4, 99)
    report("async-test-orthogonal", bad);
  }
  return fails != 0;
}
