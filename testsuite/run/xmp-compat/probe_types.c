// Aligned arrays of structures (periodic reflect, gmove to a local array, bcast of a structure), unsigned char on cyclic(2) with decreasing and strided loops and max/+ reductions, an alignment with an offset, an asymmetric shadow reflected on one side, compound assignments and element addresses passed to a function in a loop body, xmp_wtime/xmp_wtick.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 21
#pragma xmp nodes p(*)
#pragma xmp template t(0:N-1)
#pragma xmp template tc(0:N-1)
#pragma xmp distribute t(block) onto p
#pragma xmp distribute tc(cyclic(2)) onto p
struct pt { int k; double v; char tag; };
struct pt sa[N];
#pragma xmp align sa[i] with t(i)
#pragma xmp shadow sa[1]
unsigned char uc[N];
short sh[N - 1];
#pragma xmp align uc[i] with tc(i)
#pragma xmp align sh[i] with t(i + 1)
double d[N];
#pragma xmp align d[i] with t(i)
#pragma xmp shadow d[2:1]
int result = 0;
static int me;
static void chk(int k, int ok) { if (!ok) { result = k; printf("node %d fails %d\n", me, k); } }
static void bump(double *x) { *x += 0.5; }
int main(void) {
  int i;
  me = xmp_node_num();
#pragma xmp loop (i) on t(i)
  for (i = 0; i < N; i++) { sa[i].k = i; sa[i].v = i * 0.5; sa[i].tag = 'a' + i % 26; }
#pragma xmp reflect (sa) width(/periodic/1)
  int ks = 0;
#pragma xmp loop (i) on t(i) reduction(+:ks)
  for (i = 0; i < N; i++) ks += sa[(i + N - 1) % N == i - 1 ? i - 1 : -1].k + sa[i + 1 == N ? N : i + 1].k;
  chk(1, ks == N * (N - 1));
  struct pt loc[N];
#pragma xmp gmove
  loc[:] = sa[:];
  for (i = 0; i < N; i++) chk(2, loc[i].k == i && loc[i].v == i * 0.5 && loc[i].tag == 'a' + i % 26);
  struct pt one = {0, 0, 0};
  if (me == 2 || xmp_num_nodes() == 1) one = (struct pt){7, 2.5, 'z'};
#pragma xmp bcast (one) from p(xmp_num_nodes() > 1 ? 2 : 1)
  chk(3, one.k == 7 && one.v == 2.5 && one.tag == 'z');
  /* small integer types, cyclic(2) with a step, decreasing loops */
#pragma xmp loop (i) on tc(i)
  for (i = N - 1; i >= 0; i--) uc[i] = (unsigned char)(200 + i);
  unsigned char mx = 0;
  int usum = 0;
#pragma xmp loop (i) on tc(i) reduction(max:mx) reduction(+:usum)
  for (i = 1; i <= N - 1; i += 2) { if (uc[i] > mx) mx = uc[i]; usum += uc[i]; }
  chk(4, mx == 219 && usum == 10 * 200 + 100);
  /* an alignment with an offset: sh[i] lives with t(i + 1) */
#pragma xmp loop (i) on t(i + 1)
  for (i = 0; i < N - 1; i++) sh[i] = (short)(-i);
  int ss = 0;
#pragma xmp loop (i) on t(i) reduction(+:ss)
  for (i = 1; i < N; i++) ss += sh[i - 1];
  chk(5, ss == -(N - 1) * (N - 2) / 2);
  /* asymmetric shadow, partial width, compound assignments and addresses in the body */
#pragma xmp loop (i) on t(i)
  for (i = 0; i < N; i++) { d[i] = i; d[i] *= 2; d[i]++; bump(&d[i]); }
#pragma xmp reflect (d) width(2:0)
  double ds = 0;
#pragma xmp loop (i) on t(i) reduction(+:ds)
  for (i = 2; i < N; i++) ds += d[i - 2] + d[i - 1];
  double dw = 0;
  for (i = 2; i < N; i++) dw += 2 * (i - 2) + 1.5 + 2 * (i - 1) + 1.5;
  chk(6, ds == dw);
  double t0 = xmp_wtime(), t1 = xmp_wtime();
  chk(7, t1 >= t0 && xmp_wtick() > 0);
#pragma xmp reduction (max:result)
  if (result == 0) printf("PASS %d\n", me);
  else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
