// GNU vector types in local (non-distributed) variables of an XMP program: vector locals in
// a function, inside a `loop` body over a distributed array, and as the value summed by a
// scalar `reduction`.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s -DN=2 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
#include "Inputs/check.h"

typedef double v2df __attribute__((vector_size(16)));
typedef int v4si __attribute__((vector_size(16)));

#define N 64
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double a[N];
#pragma xmp align a[i] with t[i]

static v2df twice(v2df v) { return v + v; }

int main(void) {
  v4si lanes = {1, 2, 3, 4};
  lanes *= 2;
  EXPECT_EQ(lanes[3], 8);
#pragma xmp loop on t[i]
  for (int i = 0; i < N; i++) {
    v2df v = {i, 0.5};
    v = twice(v) * 3;
    a[i] = v[0] + v[1];
  }
  double s = 0;
#pragma xmp loop on t[i] reduction(+:s)
  for (int i = 0; i < N; i++) {
    v2df w = {a[i], 1};
    w = w - (v2df){3, 0};
    s += w[0] * w[1];
  }
  /* a[i] = 6i + 3, so w[0] = 6i and the sum is 6 * N(N-1)/2. */
  EXPECT_EQ(s, 6.0 * N * (N - 1) / 2);
  return xmp_test_finish();
}
