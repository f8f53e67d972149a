// A correct program runs unchanged in the checking mode: every kind of checked collective
// (barrier, bcast with from/on, reductions incl. async, loop reductions, reflect,
// reflect_init/reflect_do, reduce_shadow, gmove, a transformational procedure, allocation,
// xmp_sync_all, collectives inside tasks on node subsets) and accesses in localized loops,
// built without and with -fxmp-check; the results are checked by the program.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O2 -fxmp-check %s -o %t.chk
// RUN: %xmpcc -O0 -fxmp-check %s -o %t.chk0
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: env XMP_CHECK=1 %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL --implicit-check-not=mismatch
// RUN: env XMP_CHECK=1 %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL --implicit-check-not=mismatch
// RUN: %xmprun -n 4 %t.chk | FileCheck %s -DN=4 --implicit-check-not=FAIL --implicit-check-not=mismatch
// RUN: %xmprun -n 2 %t.chk0 | FileCheck %s -DN=2 --implicit-check-not=FAIL --implicit-check-not=mismatch
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 24
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double u[N], v[N], w[N];
#pragma xmp align u[i] with t[i]
#pragma xmp align v[i] with t[i]
#pragma xmp align w[i] with t[i]
#pragma xmp shadow u[1]
#pragma xmp shadow w[1]

int main(void) {
  int me = xmpc_node_num(), n = xmp_num_nodes();
  double x = me + 1, sum = 0, mx = -1;
  int k = me;

#pragma xmp barrier
#pragma xmp bcast (k) from p[n - 1]
  EXPECT_EQ(k, n - 1);
#pragma xmp reduction (+ : x)
  EXPECT(x == n * (n + 1) / 2.0);
  x = me;
#pragma xmp reduction (max : x) async(3)
#pragma xmp wait_async(3)
  EXPECT(x == n - 1);

#pragma xmp loop on t[i]
  for (int i = 0; i < N; i++) {
    u[i] = i;
    w[i] = 0;
  }
#pragma xmp reflect (u)
#pragma xmp loop on t[i] reduction (+ : sum) reduction (max : mx)
  for (int i = 1; i < N - 1; i++) {
    v[i] = u[i - 1] + u[i + 1];
    sum += v[i];
    if (v[i] > mx)
      mx = v[i];
  }
  EXPECT(sum == 2.0 * (N - 2) * (N - 1) / 2.0);
  EXPECT(mx == 2.0 * (N - 2));

  // reflect_init once, reflect_do per sweep; reduce_shadow adds the shadows back.
#pragma xmp reflect_init (u)
  for (int s = 0; s < 3; s++) {
#pragma xmp reflect_do (u)
  }
#pragma xmp loop on t[i]
  for (int i = 0; i < N; i++) {
    if (i > 0)
      w[i - 1] += 1;
    if (i < N - 1)
      w[i + 1] += 1;
  }
#pragma xmp reduce_shadow (w)
  double ws = 0;
#pragma xmp loop on t[i] reduction (+ : ws)
  for (int i = 0; i < N; i++)
    ws += w[i];
  EXPECT(ws == 2.0 * (N - 1));

  // gmove of a global section into a replicated local array, a gmove between global arrays,
  // and a transformational procedure (v sorted down: N-1 .. 0).
  double loc[N];
#pragma xmp gmove
  loc[0:N] = u[0:N];
  EXPECT(loc[N - 1] == N - 1);
#pragma xmp gmove
  v[0:N] = u[0:N];
  xmp_sort_down(w[:], v[:]);
#pragma xmp gmove
  loc[0:N] = w[0:N];
  EXPECT(loc[0] == N - 1 && loc[N - 1] == 0);

  xmp_sync_all(NULL);
  if (n > 1) {
#pragma xmp task on p[1:n-1]
    {
      int y = 1;
#pragma xmp reduction (+ : y)
      EXPECT_EQ(y, n - 1);
#pragma xmp barrier
    }
  }
  return xmp_test_finish();
}
