// A `wait` that no post can ever satisfy is reported as a deadlock naming the node and line,
// and the job ends (instead of hanging): (1) the awaited node has ended; (2) every node waits
// for its right neighbour with a tag that neighbour never posts (a post with another tag is
// pending but does not match). A wait that is satisfied late (the poster computes first) is
// not a deadlock.
// RUN: %xmpcc -O2 %s -o %t
// RUN: not %xmprun -n 2 %t 1 2>&1 | FileCheck %s --check-prefix=ENDED
// RUN: not %xmprun -n 3 %t 1 2>&1 | FileCheck %s --check-prefix=ENDED
// RUN: not %xmprun -n 2 %t 2 2>&1 | FileCheck %s --check-prefix=CYCLE
// RUN: not %xmprun -n 4 %t 2 2>&1 | FileCheck %s --check-prefix=CYCLE
// RUN: %if !transport-mpi %{ not %xmprun -n 8 %t 2 2>&1 | FileCheck %s --check-prefix=CYCLE %}
// RUN: %xmprun -n 2 %t 3 2>&1 | FileCheck %s --check-prefix=LATE
// RUN: %xmprun -n 4 %t 3 2>&1 | FileCheck %s --check-prefix=LATE
// ENDED: xmp: node 0: error: deadlock: wait for a post from node 1 with tag 7 can never be satisfied {{.*}} at {{.*}}deadlock.c:31
// ENDED-NOT: done 0
// CYCLE: xmp: node 0: error: deadlock: wait for a post from node 1 with tag 2 can never be satisfied {{.*}} at {{.*}}deadlock.c:36
// CYCLE-NOT: done
// LATE: late 0: PASS
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <xmp.h>

#pragma xmp nodes p[*]

int main(int argc, char **argv) {
  int mode = argc > 1 ? atoi(argv[1]) : 0;
  int me = xmpc_node_num(), n = xmp_num_nodes();
  if (mode == 1) {
    if (me == 0) {
#pragma xmp wait(p[1], 7)
    }
    printf("done %d\n", me);
  } else if (mode == 2) {
#pragma xmp post(p[(me + 1) % n], 1)
#pragma xmp wait(p[(me + 1) % n], 2)
    printf("done %d\n", me);
  } else if (mode == 3) {
    /* Node 1 posts after 300 ms while node 0 (and the others, in a wait with no node) sleep in
       their waits: no deadlock is reported since node 1 is running. */
    if (me == 1) {
      struct timespec ts = {0, 300 * 1000 * 1000};
      nanosleep(&ts, NULL);
      for (int k = 0; k < n; k++)
        if (k != 1) {
#pragma xmp post(p[k], 5)
        }
    } else {
#pragma xmp wait
    }
    if (me == 0)
      printf("late 0: PASS\n");
  }
  return 0;
}
