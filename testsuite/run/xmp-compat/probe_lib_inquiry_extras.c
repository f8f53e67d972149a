// The reference implementation's library functions beyond 10.11 that programs call:
// xmp_dist_stride (template indices between a node's blocks), xmp_align_size (allocated
// extent, shadows included), xmp_array_owner (1-based node index owning an element along one
// array dimension; XMP_FAILURE off the array or on a dimension that is not distributed),
// xmp_sched_template_index (a node's iterations as local indices, template dimension counted
// from 0) and xmpc_ltog (local index back to a template index, minus an offset). Expected
// values come from the distribution formulas and from what `loop on` runs on each node.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 23
#pragma xmp nodes p[*]
#pragma xmp template tb[N]
#pragma xmp template tc[N]
#pragma xmp template tw[N + 1]
#pragma xmp template tp(1:N)
#pragma xmp distribute tb[block] onto p
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp distribute tw[cyclic(3)] onto p
#pragma xmp distribute tp(block) onto p
double ab[N];
#pragma xmp align ab[i] with tb[i]
#pragma xmp shadow ab[2:1]
int ac[N];
#pragma xmp align ac[i] with tc[i]
int aw[N];
#pragma xmp align aw[i] with tw[i + 1]
double a2[N][5];
#pragma xmp align a2[i][*] with tb[i]

static int ceil_div(int a, int b) { return (a + b - 1) / b; }

// Local indices [s, e) of tb's or tc's iterations g = lo, lo+step, .. < hi must give back,
// through xmpc_ltog, exactly the iterations `loop on` runs here (counted in `mine`).
static void check_sched(xmp_desc_t t, int base, int lo, int hi, int step, const int *mine) {
  int s = -7, e = -7, seen[N + 2] = {0};
  xmp_sched_template_index(&s, &e, lo, hi, step, t, 0);
  EXPECT(s <= e);
  for (int l = s; l < e; l += step) {
    int g = xmpc_ltog(l, t, 0, 0);
    EXPECT(g >= lo && g < hi && (g - lo) % step == 0);
    if (g >= lo && g < hi)
      seen[g - base]++;
  }
  for (int g = base; g < base + N; g++)
    EXPECT_EQ(seen[g - base], g >= lo && g < hi && (g - lo) % step == 0 && mine[g - base]);
}

int main(void) {
  int P = xmp_num_nodes(), me = xmp_node_num(), v = -1, b = ceil_div(N, P);
  xmp_desc_t tbd = xmp_desc_of(tb), tcd = xmp_desc_of(tc), twd = xmp_desc_of(tw);
  xmp_desc_t tpd = xmp_desc_of(tp);

  EXPECT_EQ(xmp_dist_stride(tbd, 1, &v), 0);
  EXPECT_EQ(v, 1);
  EXPECT_EQ(xmp_dist_stride(tcd, 1, &v), 0);
  EXPECT_EQ(v, P);
  EXPECT_EQ(xmp_dist_stride(twd, 1, &v), 0);
  EXPECT_EQ(v, 3 * P);
  EXPECT_EQ(xmp_dist_stride(tbd, 2, &v), XMP_FAILURE);
  EXPECT_EQ(xmp_dist_stride(xmp_desc_of(ab), 1, &v), XMP_FAILURE);

  int ls = 0;
  xmp_array_lsize(xmp_desc_of(ab), 1, &ls);
  EXPECT_EQ(xmp_align_size(xmp_desc_of(ab), 1), ls + 3);
  xmp_array_lsize(xmp_desc_of(ac), 1, &ls);
  EXPECT_EQ(xmp_align_size(xmp_desc_of(ac), 1), ls);
  EXPECT_EQ(xmp_align_size(xmp_desc_of(a2), 2), 5);
  EXPECT_EQ(xmp_align_size(xmp_desc_of(a2), 3), XMP_FAILURE);

  int mb[N] = {0}, mc[N] = {0}, mp[N] = {0};
#pragma xmp loop on tb[i]
  for (int i = 0; i < N; i++) {
    mb[i] = 1;
    EXPECT_EQ(xmp_array_owner(xmp_desc_of(ab), 1, &i, 1), me);
  }
#pragma xmp loop on tc[i]
  for (int i = 0; i < N; i++) {
    mc[i] = 1;
    EXPECT_EQ(xmp_array_owner(xmp_desc_of(ac), 1, &i, 1), me);
  }
#pragma xmp loop on tp(i)
  for (int i = 1; i <= N; i++)
    mp[i - 1] = 1;
  for (int i = 0; i < N; i++) {
    int ij[2] = {i, 4};
    EXPECT_EQ(xmp_array_owner(xmp_desc_of(ab), 1, &i, 1), i / b + 1);
    EXPECT_EQ(xmp_array_owner(xmp_desc_of(ac), 1, &i, 1), i % P + 1);
    EXPECT_EQ(xmp_array_owner(xmp_desc_of(aw), 1, &i, 1), (i + 1) / 3 % P + 1);
    EXPECT_EQ(xmp_array_owner(xmp_desc_of(a2), 2, ij, 1), i / b + 1);
    EXPECT_EQ(xmp_array_owner(xmp_desc_of(a2), 2, ij, 2), XMP_FAILURE);
    EXPECT_EQ(xmp_array_owner(xmp_desc_of(a2), 1, ij, 1), XMP_FAILURE);
  }
  int off[2] = {N, 0}, neg = -1;
  EXPECT_EQ(xmp_array_owner(xmp_desc_of(ab), 1, off, 1), XMP_FAILURE);
  EXPECT_EQ(xmp_array_owner(xmp_desc_of(ab), 1, &neg, 1), XMP_FAILURE);

  check_sched(tbd, 0, 0, N, 1, mb);
  check_sched(tbd, 0, 2, N - 1, 1, mb);
  check_sched(tbd, 0, 1, N, 3, mb);
  check_sched(tbd, 0, 5, 5, 1, mb);
  check_sched(tcd, 0, 0, N, 1, mc);
  check_sched(tcd, 0, 3, 17, 1, mc);
  check_sched(tpd, 1, 1, N + 1, 1, mp);
  check_sched(tpd, 1, 4, 20, 2, mp);

  // Local index 0 is the first template index this node holds; offset is subtracted.
  int first = -1;
  for (int i = N - 1; i >= 0; i--)
    if (mc[i])
      first = i;
  if (first >= 0) {
    EXPECT_EQ(xmpc_ltog(0, tcd, 0, 0), first);
    EXPECT_EQ(xmpc_ltog(0, tcd, 0, 1), first - 1);
  }
  EXPECT_EQ(xmpc_ltog(N, tcd, 0, 0), XMP_FAILURE);
  EXPECT_EQ(xmpc_ltog(0, tcd, 1, 0), XMP_FAILURE);
  return xmp_test_finish();
}
