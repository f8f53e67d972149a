// xmp_malloc'd pointers with template_fix, shadow/reflect, gmove; block-scope templates over VLAs aligned in a function called twice; xmp_free.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 20
#pragma xmp nodes p(4)
#pragma xmp template t(:)
#pragma xmp distribute t(block) onto p
double *a, *b;
#pragma xmp align a[i] with t(i)
#pragma xmp align b[i] with t(i)
#pragma xmp shadow a[2]
int result = 0;
void sub(int n) {
  int i, j;
#pragma xmp template s(0:n-1, 0:n-1)
#pragma xmp nodes q(2,2)
#pragma xmp distribute s(cyclic, block) onto q
  double m[n][n];
#pragma xmp align m[i][j] with s(j, i)
#pragma xmp loop (j, i) on s(j, i)
  for (j = 0; j < n; j++)
    for (i = 0; i < n; i++)
      m[i][j] = i - j;
  double sum = 0;
#pragma xmp loop (j, i) on s(j, i) reduction(+:sum)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      sum += m[i][j] * (i + 1);
  double w = 0;
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) w += (i - j) * (i + 1.0);
  if (sum != w) result = -1;
}
int main(void) {
  int i;
#pragma xmp template_fix t(0:N-1)
  a = xmp_malloc(xmp_desc_of(a), N);
  b = xmp_malloc(xmp_desc_of(b), N);
#pragma xmp loop on t(i)
  for (i = 0; i < N; i++) a[i] = i * 2;
#pragma xmp reflect (a)
#pragma xmp loop on t(i)
  for (i = 2; i < N - 2; i++) b[i] = a[i - 2] + a[i + 2];
#pragma xmp loop on t(i)
  for (i = 2; i < N - 2; i++) if (b[i] != 4 * i) result = -2;
  double loc[N];
#pragma xmp gmove
  loc[0:N] = a[0:N];
  for (i = 0; i < N; i++) if (loc[i] != 2 * i) result = -3;
#pragma xmp gmove
  b[0:N/2] = a[N/2:N/2];
#pragma xmp loop on t(i)
  for (i = 0; i < N / 2; i++) if (b[i] != 2 * (i + N / 2)) result = -4;
  sub(7);
  sub(12);
  xmp_free(xmp_desc_of(b));
#pragma xmp reduction(min:result)
#pragma xmp task on p(1)
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
