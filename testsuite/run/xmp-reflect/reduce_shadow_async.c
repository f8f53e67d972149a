// reduce_shadow ... async(id) (reference 7.2, 7.7) on a 2-D [block][block] array on a 2-D node
// array. On the mpi transport without direct shared-memory access (XMP_MPI_DIRECT=0) the last
// phase is left running as MPI_Isend of the held shadow strips / MPI_Irecv into buffers, and the
// owners add them when wait_async or xmp_test_async completes the id; elsewhere (shm, direct
// mpi) it completes when it starts. Between the start and the wait the program works on another
// array only. Checked against independently computed sums: corners (two phases: the first runs
// before returning), orthogonal completed by polling xmp_test_async, periodic widths wider than
// one, two arrays and a reflect of a third under one id, and an async reduce_shadow after a
// synchronous one on unchanged shadows. XMP_STATS: async counts the started ids.
// RUN: %xmpcc -O1 %s -o %t.O1
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: env XMP_MPI_DIRECT=0 %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: env XMP_MPI_DIRECT=0 %xmprun -n 4 %t.O1 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O1 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: env XMP_MPI_DIRECT=0 XMP_STATS=1 %xmprun -n 2 %t.O2 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// CHECK: PASS async-corners
// CHECK: PASS async-orthogonal-test
// CHECK: PASS async-periodic
// CHECK: PASS async-two-arrays
// CHECK: PASS async-other-array
// CHECK: PASS async-after-sync
// STATS-DAG: xmp: node 0: stats: {{.*}} async=7 {{.*}} reduce_shadow_execs=7 {{.*}}
// STATS-DAG: xmp: node 1: stats: {{.*}} async=7 {{.*}} reduce_shadow_execs=7 {{.*}}
#include <stdio.h>
#include <xmp.h>

#define N0 11
#define N1 13
#define SL0 2
#define SH0 2
#define SL1 2
#define SH1 1

#pragma xmp nodes g[*][2]
#pragma xmp template t[N0][N1]
#pragma xmp distribute t[block][block] onto g

long a[N0][N1], b[N0][N1];
#pragma xmp align a[i][j] with t[i][j]
#pragma xmp align b[i][j] with t[i][j]
#pragma xmp shadow a[SL0:SH0][SL1:SH1]
#pragma xmp shadow b[SL0:SH0][SL1:SH1]
double c[N0][N1], other[N0][N1];
#pragma xmp align c[i][j] with t[i][j]
#pragma xmp align other[i][j] with t[i][j]
#pragma xmp shadow c[1][1]

static long expect[N0][N1];
static int fails;

#include "Inputs/reduce_shadow_2d.h"

/* b = -a (owned and shadows), expectb = -expect */
static long expectb[N0][N1];
static void fill_b(void) {
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++)
      for (int di = -SL0; di <= SH0; di++)
        for (int dj = -SL1; dj <= SH1; dj++) b[i + di][j + dj] = -a[i + di][j + dj];
}

static void check_b(void) {
  int bad = 0;
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++)
      if (b[i][j] != -expect[i][j] && bad++ < 4)
        printf("FAIL b node %d: b[%d][%d] = %ld, want %ld\n", xmp_node_num(), i, j, b[i][j],
               -expect[i][j]);
#pragma xmp reduction (+:bad)
  if (bad) fails++;
  if (xmp_node_num() == 1) printf("%s %s\n", bad ? "FAIL" : "PASS", "async-two-arrays");
}

/* unrelated work while a reduce_shadow runs */
static void work(void) {
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++) other[i][j] = 0.5 * i + j;
}

int main(void) {
  fill();
#pragma xmp reduce_shadow (a) async(1)
  work();
  add_expected(SL0, SH0, SL1, SH1, 0, 0, 0);
#pragma xmp wait_async (1)
  check("async-corners");

  fill();
#pragma xmp reduce_shadow (a) orthogonal async(2)
  add_expected(SL0, SH0, SL1, SH1, 0, 0, 1);
  {
    long polls = 0;
    while (!xmp_test_async(2) && polls < 100000000L) polls++;
    if (polls >= 100000000L) printf("FAIL node %d: xmp_test_async never returned 1\n", xmp_node_num());
  }
  check("async-orthogonal-test");
#pragma xmp wait_async (2)

  fill();
#pragma xmp reduce_shadow (a) width(/periodic/2, /periodic/2:1) async(3)
  add_expected(2, 2, 2, 1, 1, 1, 0);
#pragma xmp wait_async (3)
  check("async-periodic");

  /* two arrays and a reflect of a third under one id */
  fill();
  fill_b();
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++) c[i][j] = 3.0 * i - j;
#pragma xmp reduce_shadow (a, b) width(/periodic/1:2, 1) async(4)
#pragma xmp reflect (c) async(4)
  work();
  add_expected(1, 2, 1, 1, 1, 0, 0);
#pragma xmp wait_async (4)
  check("async-two-arrays");
  check_b();
  {
    int bad = 0;
#pragma xmp loop (i, j) on t[i][j]
    for (int i = 0; i < N0; i++)
      for (int j = 0; j < N1; j++)
        for (int di = -1; di <= 1; di++)
          for (int dj = -1; dj <= 1; dj++) {
            int x = i + di, y = j + dj;
            if (x >= 0 && x < N0 && y >= 0 && y < N1 && c[x][y] != 3.0 * x - y) bad++;
            if (other[i][j] != 0.5 * i + j) bad++;
          }
#pragma xmp reduction (+:bad)
    if (xmp_node_num() == 1) printf("%s async-other-array\n", bad ? "FAIL" : "PASS");
  }

  /* a synchronous reduce_shadow, then an async one on the same (unchanged) shadows */
  fill();
#pragma xmp reduce_shadow (a) width(2:0, 0) orthogonal
  add_expected(2, 0, 0, 0, 0, 0, 1);
#pragma xmp reduce_shadow (a) width(0, /periodic/2:1) orthogonal async(5)
  add_expected(0, 0, 2, 1, 0, 1, 1);
#pragma xmp wait_async (5)
  check("async-after-sync");
  return fails != 0;
}
