// The dim numbering of the mapping inquiry functions for multi-dimensional entities (README,
// "Mapping inquiry"): dim 1 is the leftmost dimension in C order (the written order of the
// bracket form; a parenthesis-form declaration is in Fortran order, so its last written
// dimension is dim 1). Also xmp_array_gsize (the reference implementation's global extent,
// returned as the value).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#pragma xmp nodes p[*]
#pragma xmp nodes q[*][1] = p
#pragma xmp template t[4][6][12]
#pragma xmp distribute t[block][*][*] onto p
#pragma xmp template tp(0:11, 0:5)
#pragma xmp distribute tp(*, block) onto p
int a[4][6][12];
#pragma xmp align a[i][j][k] with t[i][j][k]
int b[6][12];
#pragma xmp align b[j][i] with tp(i, j)

int main(void) {
  int v, np = xmp_num_nodes();
  const int ext[3] = {4, 6, 12};
  for (int d = 1; d <= 3; d++) {
    EXPECT_EQ(xmp_template_ubound(xmp_desc_of(t), d, &v), 0);
    EXPECT_EQ(v, ext[d - 1] - 1);
    EXPECT_EQ(xmp_array_gsize(xmp_desc_of(a), d), ext[d - 1]);
    EXPECT_EQ(xmp_array_lbound(xmp_desc_of(a), d, &v), 0);
    EXPECT_EQ(v, 0);
    EXPECT_EQ(xmp_array_ubound(xmp_desc_of(a), d, &v), 0);
    EXPECT_EQ(v, ext[d - 1] - 1);
  }
  EXPECT_EQ(xmp_array_lsize(xmp_desc_of(a), 1, &v), 0);
  EXPECT(v == (4 + np - 1) / np || v == 4 / np || v == 0);
  EXPECT_EQ(xmp_array_lsize(xmp_desc_of(a), 3, &v), 0);
  EXPECT_EQ(v, 12);
  /* Parenthesis form tp(0:11, 0:5): dim 1 is the 0:5 dimension (C order). */
  EXPECT_EQ(xmp_template_ubound(xmp_desc_of(tp), 1, &v), 0);
  EXPECT_EQ(v, 5);
  EXPECT_EQ(xmp_template_ubound(xmp_desc_of(tp), 2, &v), 0);
  EXPECT_EQ(v, 11);
  EXPECT_EQ(xmp_dist_format(xmp_desc_of(tp), 1, &v), 0);
  EXPECT_EQ(v, XMP_BLOCK);
  EXPECT_EQ(xmp_dist_format(xmp_desc_of(tp), 2, &v), 0);
  EXPECT_EQ(v, XMP_NOT_DISTRIBUTED);
  EXPECT_EQ(xmp_array_gsize(xmp_desc_of(b), 1), 6);
  EXPECT_EQ(xmp_array_gsize(xmp_desc_of(b), 2), 12);
  EXPECT_EQ(xmp_align_axis(xmp_desc_of(b), 1, &v), 0);
  EXPECT_EQ(v, 1);
  EXPECT_EQ(xmp_nodes_size(xmp_desc_of(q), 1, &v), 0);
  EXPECT_EQ(v, np);
  EXPECT_EQ(xmp_nodes_size(xmp_desc_of(q), 2, &v), 0);
  EXPECT_EQ(v, 1);
  /* Out of range: the failure value. */
  EXPECT(xmp_array_gsize(xmp_desc_of(a), 0) < 0);
  EXPECT(xmp_array_gsize(xmp_desc_of(a), 4) < 0);
  return xmp_test_finish();
}
