// -g at -O0 and -O2: gdb stops a node that dereferences NULL inside an XMP loop body at the
// faulting line, and the backtrace names the callee and the loop body's line in the user's
// main (file.c:LINE) above the runtime's entry, on 1 node and on node 1 of 2 (each node under
// its own gdb; shm only: under mpiexec the other rank's gdb waits for the failed one).
// REQUIRES: gdb
// RUN: %xmpcc -g -O0 %s -o %t0
// RUN: %xmpcc -g -O2 %s -o %t2
// RUN: gdb -batch -nx -ex run -ex bt %t0 2>&1 | FileCheck %s --check-prefixes=CHECK,O0
// RUN: gdb -batch -nx -ex run -ex bt %t2 2>&1 | FileCheck %s --check-prefixes=CHECK,OPT
// RUN: rm -f %t.n.*
// RUN: %if !transport-mpi %{ not %xmprun -n 2 %S/Inputs/node-gdb.sh %t.n -ex run -ex bt -ex kill %t2 %}
// RUN: %if !transport-mpi %{ FileCheck %s --check-prefixes=CHECK,OPT --input-file %t.n.1 %}
// CHECK: Program received signal SIGSEGV
// O0: #0 {{.*}}poke (p=0x0) at {{.*}}crash_bt.c:29
// O0: #1 {{.*}}main () at {{.*}}crash_bt.c:40
// At -O2 the load may be merged into main (then the null pointer's read); no address at a line start.
// OPT: #0 {{(.* in )?}}{{poke \(p=0x0\)|main \(\)}} at {{.*}}crash_bt.c:{{[234][0-9]}}
// OPT: .xmp.main.entry () at {{.*}}crash_bt.c:32

#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t(0:7)
#pragma xmp distribute t[block] onto p

static volatile int sink;
static int *volatile nowhere; // null, which the optimiser cannot see
__attribute__((noinline)) static void poke(int *p) {
  sink = *p;
}

int main(void) {
  int n = xmpc_node_num();
  int cell = 1;
#pragma xmp loop on t[i]
  for (int i = 0; i < 8; i++) {
    int *target = &cell;
    if (i == 7)
      target = nowhere;
    poke(target);
  }
  printf("node %d done\n", n);
  return 0;
}
