// Tasklets (reference 15, an extension): local in/out/inout dependences, nested tasklets
// with taskletwait, taskletyield, `tasklet on`, `tasklets on`, and the cross-node clauses on
// their own: a chain along the nodes (pro_wait matched by the previous node's epi_post), a
// completion held back by epi_wait until the next node's epi_post (after its put), and
// wildcard pro_waits on node 0 collecting one message from every other node.
// RUN: %xmpcc -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 3 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 4 %t | FileCheck %s
// CHECK: local PASS
// CHECK-NEXT: nested PASS
// CHECK-NEXT: on PASS
// CHECK-NEXT: chain PASS
// CHECK-NEXT: epi_wait PASS
// CHECK-NEXT: wildcard PASS
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]

#define K 16
long v[K], b[K], total, chain:[*], stamp:[*], part[64]:[*];
int created, flag, seen, got;

static void report(const char *what, int ok) {
#pragma xmp reduction(min : ok)
  if (xmpc_node_num() == 0)
    printf("%s %s\n", what, ok ? "PASS" : "FAIL");
}

int main(void) {
  int me = xmpc_node_num(), n = xmp_num_nodes();

  // A prefix sum as a chain of inout tasklets after independent out tasklets.
#pragma xmp tasklets
  {
    for (int k = 0; k < K; k++) {
#pragma xmp tasklet out(v[k])
      v[k] = k + me;
    }
    for (int k = 1; k < K; k++) {
#pragma xmp tasklet in(v[k - 1]) inout(v[k])
      {
#pragma xmp taskletyield
        v[k] += v[k - 1];
      }
    }
  }
  int ok = 1;
  for (int k = 0, s = 0; k < K; k++) {
    s += k + me;
    ok &= v[k] == s;
  }
  report("local", ok);

  // A tasklet creating tasklets and waiting for them.
#pragma xmp tasklets
  {
#pragma xmp tasklet out(total)
    {
      for (int k = 0; k < K; k++) {
#pragma xmp tasklet out(b[k])
        b[k] = (long)k * k;
      }
#pragma xmp taskletwait
      total = 0;
      for (int k = 0; k < K; k++)
        total += b[k];
    }
#pragma xmp taskletwait
    ok = total == 1240;
  }
  report("nested", ok);

#pragma xmp tasklets on p
  {
#pragma xmp tasklet on p[n - 1] inout(created)
    created++;
  }
  report("on", created == (me == n - 1));

  // Each node takes the previous node's value once it has been written there.
  chain = -1;
  xmp_sync_all(NULL);
#pragma xmp tasklets
  {
    if (me == 0) {
#pragma xmp tasklet out(chain) epi_post(p[(me + 1) % n], 5)
      chain = 100;
    } else {
#pragma xmp tasklet out(chain) pro_wait(p[me - 1], 5)
      chain = chain:[me - 1] + 1;
      if (me < n - 1) {
#pragma xmp tasklet inout(chain) epi_post(p[me + 1], 5)
        ;
      }
    }
  }
  if (me == 0 && n > 1) {
    // The last node's epi_post went to node 0 only when n == 1.
  }
  report("chain", chain == 100 + me);
  xmp_sync_all(NULL);

  // Node me's first tasklet completes only after node me+1 has put 42 into its stamp.
  stamp = 0;
  xmp_sync_all(NULL);
#pragma xmp tasklets
  {
#pragma xmp tasklet out(flag) epi_wait(p[(me + 1) % n], 9)
    flag = 1;
#pragma xmp tasklet in(flag) out(seen)
    seen = stamp;
#pragma xmp tasklet epi_post(p[(me + n - 1) % n], 9)
    stamp:[(me + n - 1) % n] = 42;
  }
  report("epi_wait", flag == 1 && seen == 42);
  xmp_sync_all(NULL);

  // Every other node puts its part on node 0 and tells it; node 0 takes the messages in
  // whatever order they come.
#pragma xmp tasklets
  {
    if (me == 0) {
      for (int k = 1; k < n; k++) {
#pragma xmp tasklet pro_wait inout(got)
        got++;
      }
    } else {
#pragma xmp tasklet epi_post(p[0], me)
      part[me]:[0] = 10 * me;
    }
  }
  ok = 1;
  if (me == 0) {
    ok = got == n - 1;
    for (int k = 1; k < n; k++)
      ok &= part[k] == 10 * k;
  }
  report("wildcard", ok);
  return 0;
}
