// reflect of full shadows (`shadow a[*]`): afterwards every node holds the whole array (an
// all-gather along that dimension), for a 1-D block distribution with sizes not divisible by
// the node count and nodes owning nothing, and for a 2-D array with a full shadow in one
// distributed dimension and a width-1 shadow in the other. Also a reflect_do without any
// reflect_init is a runtime error naming the line.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: not %xmprun -n 2 %t.O2 noinit 2>&1 | FileCheck %s --check-prefix=NOINIT
// CHECK: PASS full-1d
// CHECK: PASS full-2d
// NOINIT: error: reflect_do (q) before any reflect_init of it at {{.*}}reflect_full.c:42
#include <stdio.h>
#include <string.h>
#include <xmp.h>

#define N 13
#define R 6
#define C 7

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template t2[R][C]
#pragma xmp distribute t2[block][*] onto p
long a[N];
#pragma xmp align a[i] with t[i]
#pragma xmp shadow a[*]
int m[R][C];
#pragma xmp align m[i][j] with t2[i][j]
#pragma xmp shadow m[*][0]
double q[N];
#pragma xmp align q[i] with t[i]
#pragma xmp shadow q[1]

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "noinit") == 0) {
#pragma xmp reflect_do (q)
    return 0;
  }
  int owns = 0;
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) {
    a[i] = 3L * i + 1;
    owns = 1;
  }
#pragma xmp reflect (a)
  int bad = 0;
  /* Every element is now local to every owner: read them all outside any loop. */
  for (int i = 0; owns && i < N; i++)
    if (a[i] != 3L * i + 1) bad++;
#pragma xmp reduction (+:bad)
  if (xmp_node_num() == 1) printf("%s full-1d\n", bad ? "FAIL" : "PASS");

  owns = 0;
#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) {
      m[i][j] = 100 * i + j;
      owns = 1;
    }
#pragma xmp reflect (m) width(1, 0)
  bad = 0;
  for (int i = 0; owns && i < R; i++)
    for (int j = 0; j < C; j++)
      if (m[i][j] != 100 * i + j) bad++;
#pragma xmp reduction (+:bad)
  if (xmp_node_num() == 1) printf("%s full-2d\n", bad ? "FAIL" : "PASS");
  return 0;
}
