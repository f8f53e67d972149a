// Loop expand/margin with an async reflect, peel_and_wait, expand into the shadow, periodic reflect.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 32
#pragma xmp nodes p(4)
#pragma xmp template t(0:N-1)
#pragma xmp distribute t(block) onto p
double a[N], b[N];
#pragma xmp align a[i] with t(i)
#pragma xmp align b[i] with t(i)
#pragma xmp shadow a[1]
int result = 0;
int main(void) {
#pragma xmp loop (i) on t(i)
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
  /* reflect async then interior with expand(-1), margin afterwards */
#pragma xmp reflect (a) async(1)
#pragma xmp loop (i) on t(i) expand(-1)
  for (int i = 1; i < N - 1; i++) b[i] = a[i - 1] + a[i + 1];
#pragma xmp wait_async(1)
#pragma xmp loop (i) on t(i) margin(-1)
  for (int i = 1; i < N - 1; i++) b[i] = a[i - 1] + a[i + 1];
#pragma xmp loop (i) on t(i)
  for (int i = 1; i < N - 1; i++) if (b[i] != 2 * i) result = -1;
  /* peel_and_wait */
#pragma xmp loop (i) on t(i)
  for (int i = 0; i < N; i++) { a[i] = 2 * i; b[i] = 0; }
#pragma xmp reflect (a) async(2)
#pragma xmp loop (i) on t(i) peel_and_wait(2, 1)
  for (int i = 1; i < N - 1; i++) b[i] = a[i - 1] + a[i + 1];
#pragma xmp loop (i) on t(i)
  for (int i = 1; i < N - 1; i++) if (b[i] != 4 * i) result = -2;
  /* expand positive: compute into the shadow */
  int cnt = 0;
#pragma xmp loop (i) on t(i) expand(1) reduction(+:cnt)
  for (int i = 0; i < N; i++) { a[i] = 3 * i; cnt++; }
  if (cnt != N + 2 * 3) result = -3;
#pragma xmp loop (i) on t(i)
  for (int i = 1; i < N - 1; i++) if (a[i - 1] + a[i + 1] != 6 * i) result = -4;
  /* reflect width periodic, reduce_shadow */
#pragma xmp loop (i) on t(i)
  for (int i = 0; i < N; i++) a[i] = i;
#pragma xmp reflect (a) width(/periodic/1)
#pragma xmp loop (i) on t(i)
  for (int i = 0; i < N; i++) {
    double l = a[i - 1], r = a[i + 1];
    if (l != (i + N - 1) % N || r != (i + 1) % N) result = -5;
  }
#pragma xmp loop (i) on t(i)
  for (int i = 0; i < N; i++) { a[i - 1] = 1; a[i + 1] = 1; }
#pragma xmp reduce_shadow (a) width(/periodic/1)
  /* reduce_shadow adds the shadow values into the owners: a[i] (set to 1 by its own loop
     iteration or its neighbours' shadow writes) */
#pragma xmp loop (i) on t(i)
  for (int i = 0; i < N; i++) ;
#pragma xmp reduction(min:result)
#pragma xmp task on p(1)
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
