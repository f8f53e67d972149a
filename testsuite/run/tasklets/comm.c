// The communication forms of tasklets (reference 15, an extension): `tasklet reflect` between
// a tasklet writing a block-distributed array and one reading its shadow, `tasklet reduction`
// and `tasklet bcast` ordered by their inout dependences on the variables; each node runs its
// communication tasklets in creation order.
// RUN: %xmpcc -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 3 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 4 %t | FileCheck %s
// CHECK: reflect PASS
// CHECK-NEXT: reduction PASS
// CHECK-NEXT: bcast PASS
#include <stdio.h>
#include <xmp.h>

#define N 40
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double u[N];
#pragma xmp align u[i] with t[i]
#pragma xmp shadow u[1]

int lo = -1, hi = -1;
long s, b;
int lok, ok = 1;

static void report(const char *what, int good) {
#pragma xmp reduction(min : good)
  if (xmpc_node_num() == 0)
    printf("%s %s\n", what, good ? "PASS" : "FAIL");
}

int main(void) {
  int me = xmpc_node_num(), n = xmp_num_nodes();
#pragma xmp loop on t[i]
  for (int i = 0; i < N; i++) {
    if (lo < 0)
      lo = i;
    hi = i + 1;
  }
#pragma xmp tasklets
  {
    for (int r = 1; r <= 3; r++) {
#pragma xmp tasklet out(u)
      for (int i = lo; i < hi; i++)
        u[i] = 100.0 * r + i;
#pragma xmp tasklet reflect (u)
#pragma xmp tasklet in(u) inout(ok)
      {
        if (lo > 0 && u[lo - 1] != 100.0 * r + lo - 1)
          ok = 0;
        if (hi < N && u[hi] != 100.0 * r + hi)
          ok = 0;
      }
    }
  }
  report("reflect", ok);

#pragma xmp tasklets
  {
#pragma xmp tasklet out(s)
    s = me + 1;
#pragma xmp tasklet reduction(+ : s)
#pragma xmp tasklet in(s) out(lok)
    lok = s == (long)n * (n + 1) / 2;
  }
  report("reduction", lok);

#pragma xmp tasklets
  {
#pragma xmp tasklet out(b)
    b = 7 + me;
#pragma xmp tasklet bcast (b) from p[n - 1]
#pragma xmp tasklet in(b) out(lok)
    lok = b == 7 + n - 1;
  }
  report("bcast", lok);
  return 0;
}
