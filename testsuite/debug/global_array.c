// -g: a file-scope global array is seen by gdb in the global view. For block distributions
// `print u[i][j]` takes GLOBAL indices on every node (the DWARF bounds are the node's global
// index range, shadow included, read at run time); `xmp print` (the gdb helper the program
// carries in .debug_gdb_scripts) finds an element by global indices for every format and says
// which node owns it when the node does not hold it; a block-cyclic array cannot be indexed by `print`, which
// reports it instead of showing a wrong element (on one node cyclic(2) is one block: `print`
// works). At -O0 and -O2, on 1 node and on each of 2
// nodes (every node under its own gdb; each prints the rows it owns: me*4 and me*4+3).
// REQUIRES: gdb
// RUN: %xmpcc -g -O0 %s -o %t0
// RUN: %xmpcc -g -O2 %s -o %t2
// RUN: %t2 | FileCheck %s --check-prefix=RUN1
// RUN1: ok
// RUN: rm -f %t.a.* %t.b.*
// RUN: gdb -batch -nx -iex 'add-auto-load-safe-path /' -ex 'break checkpoint' -ex run -ex 'ptype u' -ex 'print u[me * 4][3]' -ex 'print u[me * 4 + 3][7]' -ex 'print u[5][2]' -ex 'xmp print u[me * 4 + 3][7]' -ex 'xmp where u' -ex 'xmp print w[6]' -ex 'print w[6]' -ex 'xmp print u[8][0]' -ex continue %t0 2>&1 | FileCheck %s --check-prefixes=CHECK,ONE
// RUN: gdb -batch -nx -iex 'add-auto-load-safe-path /' -ex 'break checkpoint' -ex run -ex 'ptype u' -ex 'print u[me * 4][3]' -ex 'print u[me * 4 + 3][7]' -ex 'print u[5][2]' -ex 'xmp print u[me * 4 + 3][7]' -ex 'xmp where u' -ex 'xmp print w[6]' -ex 'print w[6]' -ex 'xmp print u[8][0]' -ex continue %t2 2>&1 | FileCheck %s --check-prefixes=CHECK,ONE
// RUN: %xmprun -n 2 %S/Inputs/node-gdb.sh %t.a -iex 'add-auto-load-safe-path /' -ex 'break checkpoint' -ex run -ex 'ptype u' -ex 'print u[me * 4][3]' -ex 'print u[me * 4 + 3][7]' -ex 'xmp print u[5][2]' -ex 'xmp print u[me * 4 + 3][7]' -ex 'xmp where u' -ex 'xmp print w[6]' -ex 'print w[6]' -ex 'xmp print u[8][0]' -ex continue %t0
// RUN: FileCheck %s --check-prefixes=CHECK,N0 --input-file %t.a.0
// RUN: FileCheck %s --check-prefixes=CHECK,N1 --input-file %t.a.1
// RUN: %xmprun -n 2 %S/Inputs/node-gdb.sh %t.b -iex 'add-auto-load-safe-path /' -ex 'break checkpoint' -ex run -ex 'ptype u' -ex 'print u[me * 4][3]' -ex 'print u[me * 4 + 3][7]' -ex 'xmp print u[5][2]' -ex 'xmp print u[me * 4 + 3][7]' -ex 'xmp where u' -ex 'xmp print w[6]' -ex 'print w[6]' -ex 'xmp print u[8][0]' -ex continue %t2
// RUN: FileCheck %s --check-prefixes=CHECK,N0 --input-file %t.b.0
// RUN: FileCheck %s --check-prefixes=CHECK,N1 --input-file %t.b.1
// CHECK: Breakpoint 1, checkpoint (me={{[01]}}) at {{.*}}global_array.c:67
// ONE: type = double [9][8]
// N0: type = double [5][8]
// N1: type = double [5][8]
// N0: = 3
// N0: = 307
// N1: = 403
// N1: = 707
// ONE: = 3
// ONE: = 307
// ONE: = 502
// N0: u[5][2]: not on this node (owner: node 1)
// N1: u[5][2] = 502
// N0: u[3][7] = 307
// N1: u[7][7] = 707
// ONE: u[3][7] = 307
// ONE: u[-1:7][0:7]
// N0: u[-1:3][0:7]
// N1: u[3:7][0:7]
// ONE: w[6] = 106
// N0: w[6]: not on this node (owner: node 1)
// N1: w[6] = 106
// ONE: = 106
// N0: Cannot access memory at address
// N1: Cannot access memory at address
// CHECK: u[8][0]: outside the array
// CHECK: exited normally

#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t(0:7)
#pragma xmp distribute t[block] onto p
#pragma xmp template tc(0:9)
#pragma xmp distribute tc[cyclic(2)] onto p
double u[8][8];
#pragma xmp align u[i][*] with t[i]
#pragma xmp shadow u[1:0][0]
int w[10];
#pragma xmp align w[i] with tc[i]

// Every node stops here after the arrays are filled (a call -O2 keeps).
static volatile int seen;
__attribute__((noinline)) static void checkpoint(int me) {
  seen = me;
}

int main(void) {
  int me = xmpc_node_num();
  int bad = 0;
#pragma xmp loop on t[i]
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      u[i][j] = i * 100 + j;
#pragma xmp loop on tc[i]
  for (int i = 0; i < 10; i++)
    w[i] = 100 + i;
#pragma xmp loop on t[i] reduction(+:bad)
  for (int i = 0; i < 8; i++)
    bad += u[i][7] != i * 100 + 7;
  checkpoint(me);
  if (me == 0)
    printf(bad ? "bad\n" : "ok\n");
  return bad;
}
