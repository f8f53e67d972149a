// `tasklet gmove` (reference 15, an extension): a gmove run as a tasklet, with an `out`
// dependence on the array of its left side and an `in` dependence on the array of its right
// side. Each round updates this node's block of `a` in a tasklet, moves a shifted section of
// `a` into `b` across the nodes and an element of `a` into a scalar by tasklet gmoves, and
// folds `b` and the scalar into a per-node sum in tasklets that read them; the dependences
// alone order the rounds. Checked against the same rounds computed serially on every node.
// RUN: %xmpcc -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 3 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 3 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 4 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 4 %t | FileCheck %s
// CHECK: tasklet gmove PASS
#include <stdio.h>
#include <xmp.h>

#define N 20
#define SHIFT 7
#define ROUNDS 4

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
long a[N], b[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]

long s;           // an element of a, on every node
long sum, ssum;   // this node's folds of b and of s
long ra[N], rb[N];

int main(void) {
  int lo = -1, hi = -1;
#pragma xmp loop on t[i]
  for (int i = 0; i < N; i++) {
    if (lo < 0)
      lo = i;
    hi = i + 1;
    a[i] = i;
    b[i] = 0;
  }

#pragma xmp tasklets
  {
    for (int r = 0; r < ROUNDS; r++) {
#pragma xmp tasklet inout(a)
      for (int i = lo; i < hi; i++)
        a[i] = a[i] * 3 + r;
#pragma xmp tasklet gmove
      b[0:N - SHIFT] = a[SHIFT:N - SHIFT];
#pragma xmp tasklet gmove
      s = a[(r * 5) % N];
#pragma xmp tasklet in(b) inout(sum)
      for (int i = lo; i < hi; i++)
        sum = sum * 31 + b[i];
#pragma xmp tasklet in(s) inout(ssum)
      ssum = ssum * 17 + s;
    }
  }

  // The same rounds, serially.
  long rsum = 0, rssum = 0;
  for (int i = 0; i < N; i++) {
    ra[i] = i;
    rb[i] = 0;
  }
  for (int r = 0; r < ROUNDS; r++) {
    for (int i = 0; i < N; i++)
      ra[i] = ra[i] * 3 + r;
    for (int i = 0; i < N - SHIFT; i++)
      rb[i] = ra[i + SHIFT];
    for (int i = lo; i < hi; i++)
      rsum = rsum * 31 + rb[i];
    rssum = rssum * 17 + ra[(r * 5) % N];
  }
  int bad = sum != rsum || ssum != rssum;
  for (int i = lo; i < hi; i++)
    bad += a[i] != ra[i] || b[i] != rb[i];
  if (bad)
    printf("node %d: sum %ld (expected %ld), ssum %ld (expected %ld)\n", xmpc_node_num(), sum,
           rsum, ssum, rssum);
#pragma xmp reduction(+ : bad)
  if (xmpc_node_num() == 0)
    printf("tasklet gmove %s\n", bad == 0 ? "PASS" : "FAIL");
  return bad != 0;
}
