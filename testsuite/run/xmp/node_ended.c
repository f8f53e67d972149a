// A node that ends (returns from main, exit(0), a signal) while others wait for it in a
// collective or `sync images` ends the whole job with `xmp: node K: ...` and a nonzero status
// on both transports (on MPI the runtime sees the ended node through the shared window; a
// node killed by a fatal signal names it itself, on both: mpiexec reports only exit codes);
// nodes that end normally at different times are no fault. `timeout` only turns a hang into
// a failure.
// RUN: %xmpcc -O2 %s -o %t
// RUN: not timeout 60 %xmprun -n 2 %t ret 2>&1 | FileCheck %s --check-prefix=GONE0
// RUN: not timeout 60 %xmprun -n 3 %t ret 2>&1 | FileCheck %s --check-prefix=GONE
// RUN: not timeout 60 %xmprun -n 2 %t exit0 2>&1 | FileCheck %s --check-prefix=GONE0
// RUN: not timeout 60 %xmprun -n 3 %t exit0 2>&1 | FileCheck %s --check-prefix=GONE
// RUN: not timeout 60 %xmprun -n 2 %t syncimg 2>&1 | FileCheck %s --check-prefix=GONE0
// RUN: not timeout 60 %xmprun -n 2 %t reduce 2>&1 | FileCheck %s --check-prefix=GONE0
// RUN: not timeout 60 %xmprun -n 3 %t task 2>&1 | FileCheck %s --check-prefix=GONE
// RUN: not timeout 60 %xmprun -n 2 %t abort 2>&1 | FileCheck %s --check-prefix=ABRT
// RUN: not timeout 60 %xmprun -n 2 %t segv 2>&1 | FileCheck %s --check-prefix=SEGV
// RUN: timeout 60 %xmprun -n 2 %t late 2>&1 | FileCheck %s --check-prefix=LATE
// RUN: timeout 60 %xmprun -n 3 %t late 2>&1 | FileCheck %s --check-prefix=LATE
// RUN: timeout 60 %xmprun -n 3 %t exitall 2>&1 | FileCheck %s --check-prefix=LATE
// GONE0: xmp: node 0: error: node 1 ended while this node waits for it
// GONE0-NOT: passed
// GONE: xmp: node {{[02]}}: error: node 1 ended while this node waits for it
// GONE-NOT: passed
// ABRT: xmp: node 1: SIGABRT
// ABRT-NOT: passed
// SEGV: xmp: node 1: SIGSEGV
// SEGV-NOT: passed
// LATE-DAG: node 0 done
// LATE-DAG: node 1 done
// LATE-NOT: error
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <xmp.h>

#pragma xmp nodes p[*]

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "";
  int me = xmpc_node_num(), n = xmp_num_nodes();
  xmp_sync_all(NULL);
  if (me == 1) {
    if (!strcmp(m, "ret") || !strcmp(m, "syncimg") || !strcmp(m, "reduce") ||
        !strcmp(m, "task"))
      return 0;
    if (!strcmp(m, "exit0"))
      exit(0);
    if (!strcmp(m, "abort"))
      abort();
    if (!strcmp(m, "segv")) {
      int *volatile np = 0;
      *np = 1;
    }
  }
  if (!strcmp(m, "syncimg"))
    xmp_sync_image(1, NULL);
  if (!strcmp(m, "reduce")) {
    int s = me;
#pragma xmp reduction(+ : s)
    printf("passed %d\n", s);
  }
  if (!strcmp(m, "task")) {
    // A barrier on a node subset that includes the ended node (its communicator is made
    // first on MPI: that waits for every member too).
#pragma xmp task on p[1:n-1]
    {
#pragma xmp barrier
    }
  }
  if (!strcmp(m, "late") && me == 0)
    sleep(2); // the others end first and wait in the shutdown: no fault
  if (!strcmp(m, "exitall")) {
    printf("node %d done\n", me);
    fflush(stdout);
    exit(0); // every node leaves through exit(0): a normal end
  }
  xmp_sync_all(NULL);
  printf("node %d done\n", me);
  printf("passed\n");
  return 0;
}
