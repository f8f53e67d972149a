// A `wait` that no post can satisfy while every other node is blocked in a barrier or a
// synchronisation (or has ended) is reported as a deadlock naming the waiting node and line,
// and the job ends with a nonzero status: (1) node 0 waits for node 1, every other node is in
// xmp_sync_all; (2) the others wait in xmp_sync_image with node 0; (3) the waiter is the last
// node (the lowest waiter reports); (4) the others are in a barrier of a task that excludes
// the waiter and can never complete since one of its nodes waits too.
// Not deadlocks: (5) the others pass a barrier of a task without the waiter (one arrives
// 300 ms late) and then post; (6) the poster sleeps 300 ms while the others sit in a barrier.
// Only the shm transport tells which nodes sleep in a barrier; over MPI such a job would hang.
// REQUIRES: !transport-mpi
// RUN: %xmpcc -O2 %s -o %t
// RUN: not %xmprun -n 2 %t 1 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not %xmprun -n 4 %t 1 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not %xmprun -n 3 %t 2 2>&1 | FileCheck %s --check-prefix=SYNC
// RUN: not %xmprun -n 3 %t 3 2>&1 | FileCheck %s --check-prefix=LAST3
// RUN: not %xmprun -n 4 %t 3 2>&1 | FileCheck %s --check-prefix=LAST4
// RUN: not %xmprun -n 4 %t 4 2>&1 | FileCheck %s --check-prefix=TASK
// RUN: %xmprun -n 2 %t 5 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %xmprun -n 4 %t 5 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %xmprun -n 3 %t 6 2>&1 | FileCheck %s --check-prefix=OK
// RUN: %xmprun -n 4 %t 6 2>&1 | FileCheck %s --check-prefix=OK
// ALL: xmp: node 0: error: deadlock: wait for a post from node 1 with tag 3 can never be satisfied (every node is blocked in a wait, a barrier or a synchronisation, or has ended, and no pending post matches) at {{.*}}deadlock_barrier.c:[[#@LINE+26]]
// ALL-NOT: after
// SYNC: xmp: node 0: error: deadlock: wait for a post from any node can never be satisfied {{.*}} at {{.*}}deadlock_barrier.c:[[#@LINE+30]]
// SYNC-NOT: after
// LAST3: xmp: node 2: error: deadlock: wait for a post from node 0 with tag 4 can never be satisfied {{.*}} at {{.*}}deadlock_barrier.c:[[#@LINE+35]]
// LAST3-NOT: after
// LAST4: xmp: node 3: error: deadlock: wait for a post from node 0 with tag 4 can never be satisfied {{.*}} at {{.*}}deadlock_barrier.c:[[#@LINE+33]]
// TASK: xmp: node 0: error: deadlock: wait for a post from node 1 with tag 5 can never be satisfied {{.*}} at {{.*}}deadlock_barrier.c:[[#@LINE+39]]
// OK: ok 0: PASS
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <xmp.h>

#pragma xmp nodes p[*]

static void nap(void) {
  struct timespec ts = {0, 300 * 1000 * 1000};
  nanosleep(&ts, NULL);
}

int main(int argc, char **argv) {
  int mode = argc > 1 ? atoi(argv[1]) : 0;
  int me = xmpc_node_num(), n = xmp_num_nodes();
  if (mode == 1) {
    if (me == 0) {
#pragma xmp wait(p[1], 3)
    }
    xmp_sync_all(NULL);
    printf("after %d\n", me);
  } else if (mode == 2) {
    if (me == 0) {
#pragma xmp wait
    } else {
      xmp_sync_image(0, NULL);
    }
    printf("after %d\n", me);
  } else if (mode == 3) {
    if (me == n - 1) {
#pragma xmp wait(p[0], 4)
    }
    xmp_sync_all(NULL);
    printf("after %d\n", me);
  } else if (mode == 4) {
    /* Node n-1 waits for node 0 (which stays in the task's barrier); node 0 never posts. */
    if (me == 0) {
#pragma xmp wait(p[1], 5)
    } else if (me == n - 1) {
#pragma xmp wait(p[1], 6)
    }
#pragma xmp task on p[1:n-1]
    {
      xmp_sync_all(NULL);
    }
  } else if (mode == 5) {
    if (me == 0) {
#pragma xmp wait(p[1], 7)
    } else {
#pragma xmp task on p[1:n-1]
      {
        if (me == n - 1)
          nap();
        xmp_sync_all(NULL);
      }
      if (me == 1) {
#pragma xmp post(p[0], 7)
      }
    }
    xmp_sync_all(NULL);
    if (me == 0)
      printf("ok 0: PASS\n");
  } else if (mode == 6) {
    if (me == 0) {
#pragma xmp wait(p[1], 8)
    } else if (me == 1) {
      nap();
#pragma xmp post(p[0], 8)
    }
    xmp_sync_all(NULL);
    if (me == 0)
      printf("ok 0: PASS\n");
  }
  return 0;
}

