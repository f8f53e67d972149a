// Structure members as mapped arrays (`align s.a[i] with t[i]`, an Omni form): the member's
// storage is held by the runtime like any aligned array and `s.a` refers to it, in loops,
// shadow/reflect (also periodic), gmove (with local arrays and between members), reduction
// and bcast of plain (unaligned) members, and xmp_desc_of; a file-scope and
// a local structure, 1-D and 2-D members. (5 nodes would leave a node without iterations:
// reference 6.3.5 keeps its own value in a loop reduction.)
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 16
#define M 8
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template t2[M][N]
#pragma xmp distribute t2[*][block] onto p

struct S {
  int n;
  double a[N];
  int b[M][N];
  double c[N];
} s;
#pragma xmp align s.a[i] with t[i]
#pragma xmp shadow s.a[1]
#pragma xmp align s.b[*][j] with t2[*][j]
#pragma xmp align s.c[i] with t[i]

static double f(int i) { return i * 1.5 + 2; }

struct L {
  int k;
  long v[N];
  double r[N];
};

/* A local structure: its member's blocks are allocated when the align is reached and freed
 * at return. `r` is replicated (aligned with a template replicated over the nodes) and
 * reduced; `k` is a plain member broadcast and reduced. */
static int local_struct(int me) {
  struct L l;
#pragma xmp align l.v[i] with t[i]
#pragma xmp shadow l.v[1:2]
  l.k = me;
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++)
    l.v[i] = 3 * i;
#pragma xmp reflect (l.v)
  long s2 = 0;
#pragma xmp loop (i) on t[i] reduction(+:s2)
  for (int i = 1; i < N - 1; i++)
    s2 += l.v[i - 1] * l.v[i + 1];
  long w = 0;
  for (int i = 1; i < N - 1; i++)
    w += 3L * (i - 1) * 3 * (i + 1);
  EXPECT_EQ(s2, w);
  long g[N];
#pragma xmp gmove
  g[:] = l.v[:];
  for (int i = 0; i < N; i++)
    EXPECT_EQ(g[i], 3 * i);
  for (int i = 0; i < N; i++)
    l.r[i] = me + i;
#pragma xmp reduction (+:l.r)
  int nn = xmp_all_num_nodes();
  for (int i = 0; i < N; i++)
    EXPECT(l.r[i] == nn * (nn - 1) / 2 + nn * i);
#pragma xmp bcast (l.k) from p[0]
  EXPECT_EQ(l.k, 0);
  l.k = me + 1;
#pragma xmp reduction (max:l.k)
  EXPECT_EQ(l.k, nn);
  return 0;
}

int main(void) {
  s.n = 7;
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++)
    s.a[i] = f(i);
  // reflect: the neighbours' boundary elements arrive in the shadow.
#pragma xmp reflect (s.a)
  double sum = 0;
#pragma xmp loop (i) on t[i] reduction(+:sum)
  for (int i = 1; i < N - 1; i++)
    sum += s.a[i - 1] + s.a[i + 1];
  double want = 0;
  for (int i = 1; i < N - 1; i++)
    want += f(i - 1) + f(i + 1);
  EXPECT(sum == want);
  // periodic reflect
#pragma xmp reflect (s.a) width(/periodic/1)
  double psum = 0;
#pragma xmp loop (i) on t[i] reduction(+:psum)
  for (int i = 0; i < N; i++)
    psum += s.a[i - 1] * (i + 1) + s.a[i + 1];
  double pwant = 0;
  for (int i = 0; i < N; i++)
    pwant += f((i + N - 1) % N) * (i + 1) + f((i + 1) % N);
  EXPECT(psum == pwant);
  // 2-D member
#pragma xmp loop (j) on t2[*][j]
  for (int j = 0; j < N; j++)
    for (int i = 0; i < M; i++)
      s.b[i][j] = i * 100 + j;
  long bs = 0;
#pragma xmp loop (j) on t2[*][j] reduction(+:bs)
  for (int j = 0; j < N; j++)
    for (int i = 0; i < M; i++)
      bs += s.b[i][j];
  long bwant = 0;
  for (int j = 0; j < N; j++)
    for (int i = 0; i < M; i++)
      bwant += i * 100 + j;
  EXPECT_EQ(bs, bwant);
  // gmove between a member and a local array, and between two members
  double loc[N];
#pragma xmp gmove
  loc[:] = s.a[:];
  for (int i = 0; i < N; i++)
    EXPECT(loc[i] == f(i));
#pragma xmp gmove
  s.c[2:10] = s.a[4:10];
#pragma xmp loop (i) on t[i]
  for (int i = 2; i < 12; i++)
    EXPECT(s.c[i] == f(i + 2));
  for (int i = 0; i < N; i++)
    loc[i] = -i;
#pragma xmp gmove
  s.a[:] = loc[:];
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++)
    EXPECT(s.a[i] == -i);
  // the other members are plain C
  EXPECT_EQ(s.n, 7);
  int nd = 0, lb = -1, ub = -1;
  xmp_array_ndims(xmp_desc_of(s.b), &nd);
  EXPECT_EQ(nd, 2);
  xmp_array_lbound(xmp_desc_of(s.a), 1, &lb);
  xmp_array_ubound(xmp_desc_of(s.a), 1, &ub);
  EXPECT_EQ(lb, 0);
  EXPECT_EQ(ub, N - 1);
  EXPECT_EQ(xmp_array_gsize(xmp_desc_of(s.a), 1), N);
  local_struct(xmpc_node_num());
  return xmp_test_finish();
}
