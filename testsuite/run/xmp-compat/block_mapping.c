// `distribute` and `align` inside a function body for a file-scope template, array or pointer
// (as the reference implementation accepts): they run when reached, on the file-scope
// objects, which other functions then use (loop, reflect, gmove, xmp_malloc, inquiry). A gmove
// of a whole xmp_malloc'd array (`x[:]`) takes its extent from the runtime.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t0
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t0 | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"

#define N 24
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp template u[N]
double a[N];
double *x;
int n = N;
static double sum_a(void);

int main(void) {
  int i;
#pragma xmp distribute t[block] onto p
#pragma xmp align a[i] with t[i]
#pragma xmp shadow a[1]
  {
#pragma xmp distribute u[cyclic(2)] onto p
  }
#pragma xmp align x[i] with u[i]
  x = (double *)xmp_malloc(xmp_desc_of(x), n);
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++)
    a[i] = i;
#pragma xmp reflect (a)
#pragma xmp loop on u[i]
  for (i = 0; i < N; i++)
    x[i] = 2 * i;
  double s = 0;
#pragma xmp loop on t[i] reduction(+: s)
  for (i = 1; i < N - 1; i++)
    s += a[i - 1] + a[i + 1];
  EXPECT(s == (N - 2) * (N - 1));
  int lo = -1;
  EXPECT_EQ(xmp_array_lbound(xmp_desc_of(a), 1, &lo), 0);
  EXPECT_EQ(lo, 0);
#pragma xmp gmove
  a[0:N] = x[0:N];
  EXPECT(sum_a() == N * (N - 1));
  /* A whole section of the xmp_malloc'd array: its extent comes from the runtime. */
#pragma xmp loop on u[i]
  for (i = 0; i < N; i++)
    x[i] = 3 * i;
#pragma xmp gmove
  a[:] = x[:];
  EXPECT(sum_a() == 3 * N * (N - 1) / 2);
  return xmp_test_finish();
}

static double sum_a(void) {
  double s = 0;
  int i;
#pragma xmp loop on t[i] reduction(+: s)
  for (i = 0; i < N; i++)
    s += a[i];
  return s;
}
