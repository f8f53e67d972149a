// `#pragma xmp array on` a template section of lower rank than the assignment, when the
// dimensions the section does not name are held whole by the array (`*` in its align), as
// the reference implementation accepts: each node runs those dimensions whole within its own
// part of the template section.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t0
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t0 | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 16
#define M 3
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp nodes q[*][1] = p
#pragma xmp template t2[4][N]
#pragma xmp distribute t2[block][block] onto q
double a[N][M], b[N][M], c[M][N];
#pragma xmp align a[i][*] with t[i]
#pragma xmp align b[i][*] with t[i]
#pragma xmp align c[*][j] with t[j]
int d[4][M][N];
#pragma xmp align d[i][*][j] with t2[i][j]

int main(void) {
  int i, j, k;
#pragma xmp array on t[:]
  a[:][:] = 1.5;
#pragma xmp array on t[:]
  c[:][:] = 2.5;
#pragma xmp array on t[2:4]
  a[2:4][:] = 7.0;
#pragma xmp array on t[:]
  b[:][:] = a[:][:] * 2;
#pragma xmp array on t[0:N / 2:2]
  b[0:N / 2:2][1:2] += 1;
#pragma xmp array on t2[:][:]
  d[:][:][:] = 5;
#pragma xmp array on t2[1][4:8]
  d[1][:][4:8] = 9;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++) {
      double ai = i >= 2 && i < 6 ? 7.0 : 1.5;
      EXPECT(a[i][j] == ai);
      EXPECT(b[i][j] == ai * 2 + (i % 2 == 0 && j >= 1));
      EXPECT(c[j][i] == 2.5);
    }
#pragma xmp loop on t2[i][k]
  for (i = 0; i < 4; i++)
    for (k = 0; k < N; k++)
      for (j = 0; j < M; j++)
        EXPECT_EQ(d[i][j][k], i == 1 && k >= 4 && k < 12 ? 9 : 5);
  return xmp_test_finish();
}
