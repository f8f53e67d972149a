// Loop reductions of every kind (incl. firstmax/lastmin/firstmin/lastmax, arrays) on cyclic(3), and the reduction construct with every kind, on arrays and on a node section.
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
#pragma xmp distribute t(cyclic(3)) onto p
int a[N];
#pragma xmp align a[i] with t(i)
int result = 0;
int main(void) {
  int sum = 0, prod = 1, band = -1, bor = 0, bxor = 0, land = 1, lor = 0, mx = -999, mn = 999;
  double dsum = 0, fmx = -1, lmn = 1e9; int fmxi = -1, lmni = -1, lmxi = -1, fmni = -1;
  float fmn2 = 1e9f; long lmx2 = -1;
  int arr[5] = {0,0,0,0,0}; double darr[3] = {1,1,1};
#pragma xmp loop (i) on t(i)
  for (int i = 0; i < N; i++) a[i] = (i * 7) % 11;
#pragma xmp loop (i) on t(i) reduction(+:sum, dsum) reduction(*:prod) reduction(&:band) reduction(|:bor) reduction(^:bxor) reduction(&&:land) reduction(||:lor) reduction(max:mx) reduction(min:mn)
  for (int i = 0; i < N; i++) {
    sum += a[i]; dsum += a[i] * 0.5; if (i < 6) prod *= (a[i] + 1);
    band &= (a[i] | 16); bor |= a[i]; bxor ^= a[i]; land = land && (a[i] < 11); lor = lor || (a[i] == 10);
    if (a[i] > mx) mx = a[i]; if (a[i] < mn) mn = a[i];
  }
#pragma xmp loop (i) on t(i) reduction(firstmax: fmx / fmxi /) reduction(lastmin: lmn / lmni /)
  for (int i = 0; i < N; i++) {
    if (a[i] > fmx) { fmx = a[i]; fmxi = i; }
    if (a[i] <= lmn) { lmn = a[i]; lmni = i; }
  }
  float fm = 1e9f; long lm = -1; int fi = -1, li = -1;
#pragma xmp loop (i) on t(i) reduction(firstmin: fm / fi /) reduction(lastmax: lm / li /)
  for (int i = 0; i < N; i++) {
    if (a[i] < fm) { fm = a[i]; fi = i; }
    if (a[i] >= lm) { lm = a[i]; li = i; }
  }
#pragma xmp loop (i) on t(i) reduction(+:arr) reduction(*:darr)
  for (int i = 0; i < N; i++) { arr[i % 5] += a[i]; darr[i % 3] *= (a[i] % 2 ? 1.5 : 1.0); }
  /* sequential */
  int s_sum = 0, s_prod = 1, s_band = -1, s_bor = 0, s_bxor = 0, s_land = 1, s_lor = 0, s_mx = -999, s_mn = 999;
  double s_dsum = 0, s_fmx = -1, s_lmn = 1e9; int s_fmxi = -1, s_lmni = -1;
  float s_fm = 1e9f; long s_lm = -1; int s_fi = -1, s_li = -1;
  int s_arr[5] = {0}; double s_darr[3] = {1,1,1};
  for (int i = 0; i < N; i++) {
    int v = (i * 7) % 11;
    s_sum += v; s_dsum += v * 0.5; if (i < 6) s_prod *= (v + 1);
    s_band &= (v | 16); s_bor |= v; s_bxor ^= v; s_land = s_land && (v < 11); s_lor = s_lor || (v == 10);
    if (v > s_mx) s_mx = v; if (v < s_mn) s_mn = v;
    if (v > s_fmx) { s_fmx = v; s_fmxi = i; }
    if (v <= s_lmn) { s_lmn = v; s_lmni = i; }
    if (v < s_fm) { s_fm = v; s_fi = i; }
    if (v >= s_lm) { s_lm = v; s_li = i; }
    s_arr[i % 5] += v; s_darr[i % 3] *= (v % 2 ? 1.5 : 1.0);
  }
  if (sum != s_sum || dsum != s_dsum || prod != s_prod) result = -1;
  if (band != s_band || bor != s_bor || bxor != s_bxor || land != s_land || lor != s_lor) result = -2;
  if (mx != s_mx || mn != s_mn) result = -3;
  if (fmx != s_fmx || fmxi != s_fmxi || lmn != s_lmn || lmni != s_lmni) result = -4;
  if (fm != s_fm || fi != s_fi || lm != s_lm || li != s_li) result = -5;
  for (int k = 0; k < 5; k++) if (arr[k] != s_arr[k]) result = -6;
  for (int k = 0; k < 3; k++) if (darr[k] != s_darr[k]) result = -7;
  /* reduction construct with every op, on a node subset */
  int me = xmp_node_num();
  int r1 = me, r2 = me, r3 = me, r4 = me, r5 = me, r6 = me, r7 = me, r8 = me, r9 = me;
  double rd[2] = {me, -me};
#pragma xmp reduction(+:r1, rd)
#pragma xmp reduction(*:r2)
#pragma xmp reduction(max:r3)
#pragma xmp reduction(min:r4)
#pragma xmp reduction(&:r5)
#pragma xmp reduction(|:r6)
#pragma xmp reduction(^:r7)
#pragma xmp reduction(&&:r8)
#pragma xmp reduction(||:r9)
  if (r1 != 10 || r2 != 24 || r3 != 4 || r4 != 1 || r5 != (1&2&3&4) || r6 != (1|2|3|4) || r7 != (1^2^3^4) || r8 != 1 || r9 != 1) result = -8;
  if (rd[0] != 10 || rd[1] != -10) result = -9;
  int q = me;
#pragma xmp reduction(+:q) on p(2:3)
  if ((me == 2 || me == 3) && q != 5) result = -10;
  if (me == 1 && q != 1) result = -11;
#pragma xmp reduction(min:result)
#pragma xmp task on p(1)
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
