// gmove between block, cyclic, gblock and cyclic(3) arrays, strided sections, global<->local, scalar sides.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 24
#pragma xmp nodes p(4)
#pragma xmp template tb(0:N-1)
#pragma xmp template tc(0:N-1)
#pragma xmp template tg(0:N-1)
#pragma xmp template tk(0:N-1)
int m[4] = {3, 9, 2, 10};
#pragma xmp distribute tb(block) onto p
#pragma xmp distribute tc(cyclic) onto p
#pragma xmp distribute tg(gblock(m)) onto p
#pragma xmp distribute tk(cyclic(3)) onto p
int a[N], b[N], c[N], d[N];
#pragma xmp align a[i] with tb(i)
#pragma xmp align b[i] with tc(i)
#pragma xmp align c[i] with tg(i)
#pragma xmp align d[i] with tk(i)
int x[N];
int result = 0;
void check(int *arr_desc_dummy, const char *what) {}
#define CHECK(arr, tmpl, expect) do { \
  _Pragma("xmp loop (i) on " #tmpl "(i)") \
  for (int i = 0; i < N; i++) if (arr[i] != (expect)) result = -1; } while (0)
int main(void) {
#pragma xmp loop (i) on tb(i)
  for (int i = 0; i < N; i++) a[i] = i;
#pragma xmp gmove
  b[:] = a[:];
#pragma xmp loop (i) on tc(i)
  for (int i = 0; i < N; i++) if (b[i] != i) result = -1;
#pragma xmp gmove
  c[:] = b[:];
#pragma xmp loop (i) on tg(i)
  for (int i = 0; i < N; i++) if (c[i] != i) result = -1;
#pragma xmp gmove
  d[:] = c[:];
#pragma xmp loop (i) on tk(i)
  for (int i = 0; i < N; i++) if (d[i] != i) result = -2;
  /* strided */
#pragma xmp loop (i) on tb(i)
  for (int i = 0; i < N; i++) a[i] = -1;
#pragma xmp gmove
  a[1:N/3:3] = d[0:N/3:3];
#pragma xmp loop (i) on tb(i)
  for (int i = 0; i < N; i++) if (a[i] != (i % 3 == 1 ? i - 1 : -1)) result = -3;
#pragma xmp gmove
  c[0:N/2:2] = d[N/2:N/2];
#pragma xmp loop (i) on tg(i)
  for (int i = 0; i < N; i += 2) if (c[i] != N/2 + i/2) result = -4;
  /* global to local, local to global */
#pragma xmp gmove
  x[:] = c[:];
  for (int i = 0; i < N; i++) if (x[i] != (i % 2 == 0 ? N/2 + i/2 : i)) result = -5;
  for (int i = 0; i < N; i++) x[i] = 100 + i;
#pragma xmp gmove
  b[2:5] = x[10:5];
#pragma xmp loop (i) on tc(i)
  for (int i = 2; i < 7; i++) if (b[i] != 108 + i) result = -6;
  /* scalar */
  int s;
#pragma xmp gmove
  s = d[17];
  if (s != 17) result = -7;
#pragma xmp gmove
  d[5] = s;
#pragma xmp loop (i) on tk(i)
  for (int i = 5; i < 6; i++) if (d[i] != 17) result = -8;
#pragma xmp reduction(min:result)
#pragma xmp task on p(1)
  {
    if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); }
  }
  return 0;
}
