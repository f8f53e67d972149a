// gmove between arrays distributed onto different node arrays (a subset `nodes r(2) =
// p(1:2)` and the whole `p`), gmove inside a task between arrays of the whole node array,
// reflect of two arrays at once (async), loops with `long` and `unsigned` indices, and a loop
// reduction inside a task on a node subset over a template distributed onto it.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=ERROR %}
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 20
#pragma xmp nodes p(*)
#pragma xmp nodes r(2) = p(1:2)
#pragma xmp nodes u(2) = p(3:4)
#pragma xmp template tp(0:N-1)
#pragma xmp template tr(0:N-1)
#pragma xmp template tu(0:N-1)
#pragma xmp distribute tp(cyclic) onto p
#pragma xmp distribute tr(block) onto r
#pragma xmp distribute tu(cyclic(2)) onto u
int x[N], y[N], z[N], w[N];
#pragma xmp align x[i] with tp(i)
#pragma xmp align y[i] with tr(i)
#pragma xmp align z[i] with tu(i)
#pragma xmp align w[i] with tp(i)
#pragma xmp shadow x[*]
#pragma xmp shadow w[*]
int result = 0;
static int me;
static void chk(int k, int ok) {
  if (!ok) {
    if (!result) printf("node %d fails %d\n", me, k);
    result = k;
  }
}
int main(void) {
  me = xmp_node_num();
  long i;
#pragma xmp loop (i) on tp(i)
  for (i = 0; i < N; i++) x[i] = (int)i + 1;
  /* the whole node array to a subset, a subset to another subset, and back */
#pragma xmp gmove
  y[:] = x[:];
#pragma xmp loop (i) on tr(i)
  for (i = 0; i < N; i++) chk(1, y[i] == i + 1);
#pragma xmp gmove
  z[2:10] = y[5:10];
#pragma xmp loop (i) on tu(i)
  for (i = 2; i < 12; i++) chk(2, z[i] == i + 4);
#pragma xmp gmove
  w[:] = x[:];
#pragma xmp gmove
  w[2:10] = z[2:10];
#pragma xmp loop (i) on tp(i)
  for (i = 0; i < N; i++) chk(3, w[i] == (i >= 2 && i < 12 ? i + 4 : i + 1));
  /* gmove inside a task into the task's own elements, from elements held outside it */
#pragma xmp task on p(1:2)
  {
#pragma xmp gmove in
    w[0:2] = x[15:2];
  }
#pragma xmp loop (i) on tp(i)
  for (i = 0; i < N; i++)
    chk(4, w[i] == (i < 2 ? i + 16 : (i >= 2 && i < 12 ? i + 4 : i + 1)));
  /* two arrays with full shadows reflected at once, asynchronously */
#pragma xmp reflect (x, w) async(7)
#pragma xmp wait_async(7)
  unsigned k;
  int bad = 0;
  for (k = 0; k < N; k++)
    if (x[k] != (int)k + 1 || w[k] != (k < 2 ? k + 16 : (k >= 2 && k < 12 ? k + 4 : k + 1)))
      bad++;
  chk(5, bad == 0);
  /* unsigned loop index, and a reduction inside a task on the subset the template is on */
  int cnt = 0;
#pragma xmp loop (k) on tp(k) reduction(+:cnt)
  for (k = 1; k < N; k += 2) cnt += x[k];
  /* the nodes holding only even k run no iteration and keep their value (reference 6.3.5) */
  chk(6, cnt == (me % 2 == 0 ? N * N / 4 + N / 2 : 0));
  int s = -1;
#pragma xmp task on r
  {
    s = 0;
#pragma xmp loop (i) on tr(i) reduction(+:s)
    for (i = N - 1; i >= 0; i--) s += y[i];
  }
  chk(7, s == (me <= 2 ? N * (N + 1) / 2 : -1));
#pragma xmp reduction(MAX:result)
  if (result == 0) printf("PASS %d\n", me);
  else printf("ERROR %d (%d)\n", me, result);
  return result != 0;
}
