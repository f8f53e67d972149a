// The coarray declaration of XMP before 1.2 (`#pragma xmp coarray a, b : [*]`, -Wxmp-compat):
// the variables become coarrays as if declared `int a[10]:[*];`.
// RUN: %xmpcc -O2 %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// WARN: warning: the '#pragma xmp coarray NAME : [*]' declaration is XMP before 1.2
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

int a[10], b;
double m[4][3];
#pragma xmp coarray a, b : [*]
#pragma xmp coarray m : [*]
#pragma xmp static_desc :: a

static int sum_from_all(void) {
  static int v;
#pragma xmp coarray v : [*]
  v = xmpc_this_image() + 1;
  xmp_sync_all(NULL);
  int s = 0;
  for (int k = 0; k < xmp_num_images(); k++)
    s += v:[k];
  xmp_sync_all(NULL);
  return s;
}

int main(void) {
  int me = xmpc_this_image(), n = xmp_num_images();
  for (int i = 0; i < 10; i++)
    a[i] = me * 100 + i;
  b = me;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 3; j++)
      m[i][j] = me + i * 0.5 + j;
  xmp_sync_all(NULL);
  int r = (me + 1) % n;
  EXPECT_EQ(a[3]:[r], r * 100 + 3);
  EXPECT_EQ(b:[r], r);
  EXPECT(m[3][2]:[r] == r + 1.5 + 2);
  int sec[4];
  sec[0:4] = a[2:4]:[r];
  EXPECT_EQ(sec[3], r * 100 + 5);
  xmp_sync_all(NULL);
  b:[r] = -me;
  xmp_sync_all(NULL);
  EXPECT_EQ(b, -((me + n - 1) % n));
  EXPECT_EQ(sum_from_all(), n * (n + 1) / 2);
  return xmp_test_finish();
}
