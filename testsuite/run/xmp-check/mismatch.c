// XMP_CHECK=1: nodes that reach different collectives end the job with one report naming
// every node's construct and line, exit status 1, before the real collective (no wrong values,
// no hang). `timeout` only turns a hang into a failure.
// RUN: %xmpcc -O2 %s -o %t
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t barred | FileCheck %s --check-prefix=BARRED --implicit-check-not=mismatch --implicit-check-not=passed
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 3 %t maxsum | FileCheck %s --check-prefix=MAXSUM3 --implicit-check-not=mismatch --implicit-check-not=passed
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 4 %t maxsum | FileCheck %s --check-prefix=MAXSUM4 --implicit-check-not=mismatch --implicit-check-not=passed
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t bcastroot | FileCheck %s --check-prefix=ROOT --implicit-check-not=mismatch --implicit-check-not=passed
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 3 %t bcastsize | FileCheck %s --check-prefix=SIZE --implicit-check-not=mismatch --implicit-check-not=passed
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t redtype | FileCheck %s --check-prefix=TYPE --implicit-check-not=mismatch --implicit-check-not=passed
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t ended | FileCheck %s --check-prefix=ENDED --implicit-check-not=error --implicit-check-not=passed
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t async | FileCheck %s --check-prefix=ASYNC --implicit-check-not=mismatch --implicit-check-not=passed
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 4 %t task | FileCheck %s --check-prefix=TASK --implicit-check-not=mismatch
// A program built with -fxmp-check runs in the checking mode without the variable, and
// XMP_CHECK=0 turns it off (the mismatched program then runs on, as it does unchecked).
// RUN: %xmpcc -O2 -fxmp-check %s -o %t.chk
// RUN: %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t.chk barred | FileCheck %s --check-prefix=BARRED --implicit-check-not=mismatch --implicit-check-not=passed
// RUN: %if !transport-mpi %{ env XMP_CHECK=0 %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t.chk barred | FileCheck %s --check-prefix=OFF %}
#include <stdio.h>
#include <string.h>
#include <xmp.h>

#pragma xmp nodes p[*]

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "";
  int me = xmpc_node_num(), n = xmp_num_nodes();
  double x = me;
  int i = me;
  if (!strcmp(m, "barred")) {
    // BARRED: xmp: collective mismatch: node 0 in barrier at {{.*}}mismatch.c:[[#@LINE+2]], node 1 in reduction(+) at {{.*}}mismatch.c:[[#@LINE+4]]
    if (me == 0) {
#pragma xmp barrier
    } else {
#pragma xmp reduction(+ : x)
    }
  }
  if (!strcmp(m, "maxsum")) {
    // MAXSUM3: xmp: collective mismatch: nodes 0, 2 in reduction(+) at {{.*}}mismatch.c:[[#@LINE+5]], node 1 in reduction(max) at {{.*}}mismatch.c:[[#@LINE+3]]
    // MAXSUM4: xmp: collective mismatch: nodes 0, 2, 3 in reduction(+) at {{.*}}mismatch.c:[[#@LINE+4]], node 1 in reduction(max) at {{.*}}mismatch.c:[[#@LINE+2]]
    if (me == 1) {
#pragma xmp reduction(max : x)
    } else {
#pragma xmp reduction(+ : x)
    }
  }
  if (!strcmp(m, "bcastroot")) {
    // ROOT: xmp: collective mismatch: node 0 in bcast from node 0 at {{.*}}mismatch.c:[[#@LINE+2]], node 1 in bcast from node 1 at {{.*}}mismatch.c:[[#@LINE+4]]
    if (me == 0) {
#pragma xmp bcast (x) from p[0]
    } else {
#pragma xmp bcast (x) from p[1]
    }
  }
  if (!strcmp(m, "bcastsize")) {
    // SIZE: xmp: collective mismatch: nodes 0, 1 in bcast of 4 bytes at {{.*}}mismatch.c:[[#@LINE+2]], node 2 in bcast of 8 bytes at {{.*}}mismatch.c:[[#@LINE+4]]
    if (me < 2) {
#pragma xmp bcast (i)
    } else {
#pragma xmp bcast (x)
    }
  }
  if (!strcmp(m, "redtype")) {
    // TYPE: xmp: collective mismatch: node 0 in reduction(+) of 1 x int at {{.*}}mismatch.c:[[#@LINE+2]], node 1 in reduction(+) of 1 x double at {{.*}}mismatch.c:[[#@LINE+4]]
    if (me == 0) {
#pragma xmp reduction(+ : i)
    } else {
#pragma xmp reduction(+ : x)
    }
  }
  if (!strcmp(m, "ended")) {
    // A node that ends is reported by the nodes waiting for it (in the check's exchange), as
    // without the checking mode (on MPI without the line).
    // ENDED: xmp: node 0: error: node 1 ended while this node waits for it in a collective
    if (me == 1)
      return 0;
#pragma xmp barrier
  }
  if (!strcmp(m, "async")) {
    // ASYNC: xmp: collective mismatch: node 0 in reduction(+) async at {{.*}}mismatch.c:[[#@LINE+2]], node 1 in reduction(+) at {{.*}}mismatch.c:[[#@LINE+5]]
    if (me == 0) {
#pragma xmp reduction(+ : x) async(1)
#pragma xmp wait_async(1)
    } else {
#pragma xmp reduction(+ : x)
    }
  }
  if (!strcmp(m, "task")) {
    // Node 0 is outside the task: the check compares the members of p[1:n-1] only.
#pragma xmp task on p[1:n-1]
    {
      // TASK: xmp: collective mismatch: node 1 in barrier at {{.*}}mismatch.c:[[#@LINE+2]], nodes 2, 3 in xmp_sync_all{{$}}
      if (xmpc_node_num() == 0) {
#pragma xmp barrier
      } else {
        xmp_sync_all(NULL);
      }
    }
  }
  printf("passed %d\n", me);
  return 0;
}
// Every mismatch ends the job with status 1, once reported:
// BARRED: exit status 1
// MAXSUM3: exit status 1
// MAXSUM4: exit status 1
// ROOT: exit status 1
// SIZE: exit status 1
// TYPE: exit status 1
// ENDED: exit status 1
// ASYNC: exit status 1
// TASK: exit status 1
// OFF-DAG: passed 0
// OFF-DAG: passed 1
// OFF: exit status 0
