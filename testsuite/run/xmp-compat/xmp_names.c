// XMP names live apart from C names, as in the reference implementation: a function-local C
// variable named like a file-scope template or node array does not hide it inside directives
// (loop, reflect, align, task, bcast, reduction on, gmove), while C code and the expressions
// inside directives see the variable. Each such pair gets a -Wxmp-compat warning.
// RUN: %xmpcc -O2 %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning:
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 16
#pragma xmp nodes p[*]
#pragma xmp template t[N][N]
#pragma xmp distribute t[*][block] onto p
double a[N][N];
#pragma xmp align a[i][j] with t[i][j]
#pragma xmp shadow a[0][1]

static double sum_cols(void) {
// WARN: xmp_names.c:[[@LINE+1]]:10: warning: 't' is both a template and a C variable; XMP directives name the template, C code the variable (standard XMP/C has one name space for both) [-Wxmp-compat]
  double t = 0;
// WARN: xmp_names.c:[[@LINE+1]]:7: warning: 'p' is both a node array and a C variable; XMP directives name the node array, C code the variable
  int p = 1;
  int i, j;
#pragma xmp loop (j) on t[*][j]
  for (j = 0; j < N; j++)
    for (i = 0; i < N; i++)
      a[i][j] = i * N + j;
#pragma xmp reflect (a)
  /* Each node reads its right neighbour's first column from the shadow. */
#pragma xmp loop (j) on t[*][j] reduction(+: t)
  for (j = 0; j < N; j++)
    for (i = 0; i < N; i++) {
      t += a[i][j];
      if (j + 1 < N)
        EXPECT(a[i][j + 1] == i * N + j + 1);
    }
  /* The subscript is a C expression: it sees the variable p (= 1). */
  int hit = 0;
#pragma xmp task on p[p - 1]
  hit = 1;
#pragma xmp reduction (+: hit) on p
  EXPECT_EQ(hit, 1);
  int v = xmpc_node_num() * 10 + p;
#pragma xmp bcast (v) from p[xmp_num_nodes() - 1] on p
  EXPECT_EQ(v, (xmp_num_nodes() - 1) * 10 + 1);
  return t;
}

/* A block-scope aligned array whose template name is also a parameter's name. */
// WARN: xmp_names.c:[[@LINE+1]]:28: warning: 't' is both a template and a C variable
static int block_align(int t) {
  double b[N][N];
#pragma xmp align b[i][j] with t[i][j]
  int i, j, bad = 0;
#pragma xmp loop on t[i][j]
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      b[i][j] = a[i][j] + t;
#pragma xmp gmove
  a[:][:] = b[:][:];
#pragma xmp loop on t[i][j] reduction(+: bad)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      bad += a[i][j] != i * N + j + t;
  return bad;
}

int main(void) {
  double w = 0;
  for (int i = 0; i < N * N; i++)
    w += i;
  EXPECT(sum_cols() == w);
  EXPECT_EQ(block_align(7), 0);
  return xmp_test_finish();
}
