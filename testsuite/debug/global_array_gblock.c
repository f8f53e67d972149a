// -g: an array distributed gblock(2, 5, 3) over 3 nodes, under gdb on each node at -O2:
// `xmp where` gives each node's index range, `print a[i]` a global index the node owns, and
// `xmp print` the element or the node that owns it (found from the template's own map).
// REQUIRES: gdb
// RUN: %xmpcc -g -O2 %s -o %t
// RUN: rm -f %t.n.*
// RUN: %xmprun -n 3 %S/Inputs/node-gdb.sh %t.n -iex 'add-auto-load-safe-path /' -ex 'break stop' -ex run -ex 'xmp where a' -ex 'print a[me * 3 + 1]' -ex 'xmp print a[1]' -ex 'xmp print a[6]' -ex 'xmp print a[7]' -ex continue %t
// RUN: FileCheck %s --check-prefixes=CHECK,N0 --input-file %t.n.0
// RUN: FileCheck %s --check-prefixes=CHECK,N1 --input-file %t.n.1
// RUN: FileCheck %s --check-prefixes=CHECK,N2 --input-file %t.n.2
// N0: a[0:1]
// N1: a[2:6]
// N2: a[7:9]
// N0: = 101
// N1: = 104
// N2: = 107
// N0: a[1] = 101
// N1: a[1]: not on this node (owner: node 0)
// N2: a[1]: not on this node (owner: node 0)
// N0: a[6]: not on this node (owner: node 1)
// N1: a[6] = 106
// N2: a[6]: not on this node (owner: node 1)
// N0: a[7]: not on this node (owner: node 2)
// N1: a[7]: not on this node (owner: node 2)
// N2: a[7] = 107
// CHECK: exited normally

#include <xmp.h>
#pragma xmp nodes p[3]
#pragma xmp template t[10]
int m0[3] = {2, 5, 3};
#pragma xmp distribute t[gblock(m0)] onto p
int a[10];
#pragma xmp align a[i] with t[i]

static volatile int seen;
__attribute__((noinline)) static void stop(int me) {
  seen = me;
}

int main(void) {
#pragma xmp loop on t[i]
  for (int i = 0; i < 10; i++)
    a[i] = 100 + i;
  stop(xmpc_node_num());
  return 0;
}
