// `break` out of an XMP loop body leaves the node's own iterations of the innermost loop of the
// nest (the reference implementation's translation keeps the C for statements on local
// bounds): other nodes go on with theirs. Block and cyclic loops, a 2-D nest whose inner loop
// breaks, a break inside an inner while or switch (not a break of the loop), at -O0 (ownership
// test per iteration) and -O2 (chunked local loops).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t0
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t0 | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 40
#pragma xmp nodes p[*]
#pragma xmp template tb[N]
#pragma xmp template tc[N]
#pragma xmp template t2[N][N]
#pragma xmp distribute tb[block] onto p
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp distribute t2[block][*] onto p
int a[N];
#pragma xmp align a[i] with tb[i]

static int marker(int i) { return i % 7 == 5; }

/* Iterations each node runs: in its own order of its own indices, up to its first marker. */
static void check_1d(const int *owner, int ran, const char *what) {
  int me = xmpc_node_num(), want = 0;
  for (int i = 0; i < N; i++) {
    if (owner[i] != me)
      continue;
    want++;
    if (marker(i))
      break;
  }
  if (ran != want)
    printf("FAIL node %d: %s ran %d iterations, expected %d\n", me, what, ran, want);
  EXPECT_EQ(ran, want);
}

int main(void) {
  int i, j, me = xmpc_node_num();
  int owner[N];
  for (i = 0; i < N; i++)
    owner[i] = -1;
#pragma xmp loop on tb[i]
  for (i = 0; i < N; i++) {
    a[i] = i;
    owner[i] = me;
  }
#pragma xmp reduction(max: owner)
  int ran = 0;
#pragma xmp loop on tb[i]
  for (i = 0; i < N; i++) {
    ran++;
    if (marker(a[i]))
      break;
  }
  check_1d(owner, ran, "block");

  for (i = 0; i < N; i++)
    owner[i] = -1;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++)
    owner[i] = me;
#pragma xmp reduction(max: owner)
  ran = 0;
  int total = 0;
#pragma xmp loop on tc[i] reduction(+: total)
  for (i = 0; i < N; i++) {
    int k = 0;
    while (1) { /* a break of the while only */
      if (++k == 3)
        break;
    }
    switch (i % 4) {
    case 1:
      break; /* a break of the switch only */
    default:
      total += k;
    }
    ran++;
    if (marker(i))
      break;
  }
  check_1d(owner, ran, "cyclic");
  int tw = 0;
  /* The reduction combines what each node ran before its break. */
  for (int n = 0; n < xmp_num_nodes(); n++)
    for (i = 0; i < N; i++) {
      if (owner[i] != n)
        continue;
      if (i % 4 != 1)
        tw += 3;
      if (marker(i))
        break;
    }
  EXPECT_EQ(total, tw);

  /* 2-D: the break leaves row i's inner loop only; every owned row runs up to its marker. */
  int rows = 0, cells = 0;
#pragma xmp loop (i, j) on t2[i][j] reduction(+: rows, cells)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      cells++;
      if (j == i % 5) {
        rows++;
        break;
      }
    }
  EXPECT_EQ(rows, N);
  int cw = 0;
  for (i = 0; i < N; i++)
    cw += i % 5 + 1;
  EXPECT_EQ(cells, cw);
  return xmp_test_finish();
}
