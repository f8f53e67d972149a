// The reference suite's idioms: a 1-based template with an offset alignment, loops without an index list, one reduction clause over int/double/float variables on a gblock template with an empty block (that node keeps its values), a periodic asymmetric reflect across the empty block, a full shadow on one dimension of a 2-D array with a width-1 shadow on the other, a reduction on the owners of a template section, node 1 reporting and exit(1) on failure.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 40
int m[4] = {5, 15, 0, 20};
#pragma xmp nodes p(4)
#pragma xmp nodes q(2,2)
#pragma xmp template t(1:N)
#pragma xmp template tg(0:N-1)
#pragma xmp template t2(0:N-1,0:N-1)
#pragma xmp distribute t(block) onto p
#pragma xmp distribute tg(gblock(m)) onto p
#pragma xmp distribute t2(block,block) onto q
int a[N], sa, ansa;
double b[N], sb, ansb;
float c[N], sc, ansc;
#pragma xmp align a[i] with t(i+1)
#pragma xmp align b[i] with tg(i)
#pragma xmp align c[i] with tg(i)
double u[N][N];
#pragma xmp align u[i][j] with t2(j,i)
#pragma xmp shadow u[1][*]
#pragma xmp shadow b[1:2]
int result = 0;
int main(void) {
  int i, j;
  int me = xmp_node_num();
#pragma xmp loop on t(i)
  for (i = 1; i <= N; i++) a[i - 1] = i;
#pragma xmp loop on tg(i)
  for (i = 0; i < N; i++) { b[i] = i * 0.5; c[i] = (float)i; }
  sa = 0; sb = 0; sc = 0;
#pragma xmp loop on tg(i) reduction(+:sa, sb, sc)
  for (i = 0; i < N; i++) { sa += (int)c[i]; sb += b[i]; sc += c[i]; }
  ansa = N * (N - 1) / 2; ansb = ansa * 0.5; ansc = (float)ansa;
  /* node 3 owns nothing of tg: it keeps its own values (reference 6.3.5) */
  if (me == 3 ? (sa != 0 || sb != 0 || sc != 0) : (sa != ansa || sb != ansb || sc != ansc)) result = 1;
  int s2 = 0;
#pragma xmp loop on t(i) reduction(+:s2)
  for (i = 1; i <= N; i++) s2 += a[i - 1];
  if (s2 != N * (N + 1) / 2) result = 2;
  /* gblock with an empty block: a shadow of 1:2 reflected periodically */
#pragma xmp reflect (b) width(/periodic/1:2)
  double sb2 = 0;
#pragma xmp loop on tg(i) reduction(+:sb2)
  for (i = 0; i < N; i++) sb2 += b[i == 0 ? -1 : i - 1] + b[i + 2 >= N ? i + 2 : i + 2];
  double wb = 0;
  for (i = 0; i < N; i++) wb += ((i + N - 1) % N) * 0.5 + ((i + 2) % N) * 0.5;
  if (me == 3 ? sb2 != 0 : sb2 != wb) result = 3;
  /* a full shadow on the second dimension of a 2-D array, a width-1 shadow on the first */
#pragma xmp loop (i, j) on t2(j, i)
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) u[i][j] = i * 1000 + j;
#pragma xmp reflect (u)
  double su = 0;
#pragma xmp loop (i) on t2(*, i) reduction(+:su)
  for (i = 1; i < N - 1; i++) for (j = 0; j < N; j++) su += u[i - 1][N - 1 - j] + u[i + 1][j];
  double wu = 0;
  for (i = 1; i < N - 1; i++) for (j = 0; j < N; j++) wu += (i - 1) * 1000 + N - 1 - j + (i + 1) * 1000 + j;
  if (su != wu) result = 4;
  /* a reduction on a node subset, given by the template */
  int x = me;
#pragma xmp reduction (+:x) on t(11:30)
  if ((me == 2 || me == 3) ? x != 5 : x != me) result = 5;
#pragma xmp reduction (max:result)
  if (me == 1) {
    if (result == 0) printf("PASS\n");
    else { fprintf(stderr, "ERROR %d\n", result); exit(1); }
  }
  return 0;
}
