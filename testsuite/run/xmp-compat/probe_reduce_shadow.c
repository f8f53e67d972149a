// reduce_shadow after a scatter-add into the shadow, checked against the sequential sums.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=ERROR %}
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 16
#pragma xmp nodes p(*)
#pragma xmp template t(0:N-1)
#pragma xmp distribute t(block) onto p
int a[N];
#pragma xmp align a[i] with t(i)
#pragma xmp shadow a[1]
int result = 0;
int main(void) {
  int i;
#pragma xmp loop on t(i)
  for (i = 0; i < N; i++) a[i] = 0;
  /* scatter-add: each iteration adds to its neighbours (shadow included), then reduce_shadow */
#pragma xmp reflect (a)
#pragma xmp loop on t(i)
  for (i = 0; i < N; i++) { a[i] = 0; }
#pragma xmp loop on t(i) expand(1)
  for (i = 0; i < N; i++) a[i] = 0;
#pragma xmp loop on t(i)
  for (i = 0; i < N; i++) {
    if (i > 0) a[i - 1] += i;
    if (i < N - 1) a[i + 1] += 100 * i;
  }
#pragma xmp reduce_shadow (a)
#pragma xmp loop on t(i)
  for (i = 0; i < N; i++) {
    int w = (i < N - 1 ? i + 1 : 0) + (i > 0 ? 100 * (i - 1) : 0);
    if (a[i] != w) result = -1;
  }
#pragma xmp reduction(min:result)
#pragma xmp task on p(1)
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
