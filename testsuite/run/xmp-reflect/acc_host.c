// OpenACC / XcalableACC on a host build: `#pragma acc` lines anywhere (file scope, between
// `#pragma xmp loop` and its `for`, inside loop nests, in a tasks construct, before a task body) and the `acc` clause
// on loop, reflect, reflect_init/reflect_do, reduction, bcast, barrier and wait_async change
// nothing: the results equal those of the same computation without them.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 7 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS sum 1770
// CHECK: PASS 2d 2970
// CHECK: PASS stencil
// CHECK: PASS bcast 42
#include <stdio.h>
#include <xmp.h>

#define N 60
#pragma acc routine seq
static double sq(double x) { return x * x; }

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double a[N], b[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp shadow a[1]
#pragma acc declare create(a, b)

#pragma xmp template t2[10][11]
#pragma xmp distribute t2[block][*] onto p
int m[10][11];
#pragma xmp align m[i][j] with t2[i][j]

int main(void) {
  double s = 0;
#pragma acc data copy(a, b)
  {
#pragma xmp loop (i) on t[i]
#pragma acc parallel loop
    for (int i = 0; i < N; i++) a[i] = i;

#pragma xmp loop (i) on t[i] reduction(+:s) acc
#pragma acc parallel loop reduction(+:s) present(a)
    for (int i = 0; i < N; i++) s += a[i];
  }
  printf("%s sum %g\n", s == (N - 1) * N / 2 ? "PASS" : "FAIL", s);

  long long s2 = 0;
#pragma xmp loop (i, j) on t2[i][j] reduction(+:s2)
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < 10; i++)
#pragma acc loop
    for (int j = 0; j < 11; j++) {
      m[i][j] = i * 11 + j;
      s2 += m[i][j] / 2;
    }
  long long want2 = 0;
  for (int k = 0; k < 110; k++) want2 += k / 2;
  /* A node owning no row of t2 keeps s2 = 0 (reference 6.3.5): it checks that silently. */
  if (xmpc_node_num() * ((10 + xmp_num_nodes() - 1) / xmp_num_nodes()) >= 10)
    printf("%s\n", s2 == 0 ? "" : "FAIL 2d non-owner");
  else
    printf("%s 2d %lld\n", s2 == want2 ? "PASS" : "FAIL", s2);

  /* b[i] = a[i-1] + a[i+1] (0 outside) through an acc reflect and reflect_init/do. */
#pragma acc update device(a)
#pragma xmp reflect (a) acc
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) b[i] = (i > 0 ? a[i - 1] : 0) + (i < N - 1 ? a[i + 1] : 0);
#pragma xmp reflect_init (a) width(1) acc
#pragma xmp reflect_do (a) acc
  int bad = 0;
#pragma xmp loop (i) on t[i] reduction(+:bad) acc
  for (int i = 0; i < N; i++) {
    double want = (i > 0 ? i - 1 : 0) + (i < N - 1 ? i + 1 : 0);
    double again = (i > 0 ? a[i - 1] : 0) + (i < N - 1 ? a[i + 1] : 0);
    if (b[i] != want || again != want || sq(b[i]) != want * want) bad++;
  }
  printf("%s stencil\n", bad ? "FAIL" : "PASS");

  int v = xmp_node_num() == 1 ? 42 : 0;
#pragma xmp bcast (v) acc
#pragma xmp reduction (max:v) async(2) acc
#pragma xmp wait_async (2) acc
#pragma xmp barrier acc
#pragma xmp tasks
  {
#pragma acc wait
#pragma xmp task on p[0]
#pragma acc wait
    {
      printf("%s bcast %d\n", v == 42 ? "PASS" : "FAIL", v);
    }
  }
  return 0;
}
