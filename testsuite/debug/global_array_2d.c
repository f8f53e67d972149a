// -g: a 2-D array distributed block x block over 2x2 nodes, with shadows in both dimensions,
// under gdb on each of 4 nodes at -O2: `ptype` shows the node's extents, `xmp where` its global
// index ranges, `print a[i][j]` with global indices the element the node owns, and `xmp print`
// either the element or the node that owns it.
// REQUIRES: gdb
// RUN: %xmpcc -g -O2 %s -o %t
// RUN: rm -f %t.n.*
// RUN: %xmprun -n 4 %S/Inputs/node-gdb.sh %t.n -iex 'add-auto-load-safe-path /' -ex 'break stop' -ex run -ex 'ptype a' -ex 'xmp where a' -ex 'print a[(me / 2) * 4 + 1][(me % 2) * 3 + 2]' -ex 'xmp print a[1][1]' -ex 'xmp print a[1][5]' -ex 'xmp print a[5][1]' -ex 'xmp print a[6][4]' -ex continue %t
// RUN: FileCheck %s --check-prefixes=CHECK,N0 --input-file %t.n.0
// RUN: FileCheck %s --check-prefixes=CHECK,N1 --input-file %t.n.1
// RUN: FileCheck %s --check-prefixes=CHECK,N2 --input-file %t.n.2
// RUN: FileCheck %s --check-prefixes=CHECK,N3 --input-file %t.n.3
// CHECK: type = int [6][5]
// N0: a[-1:4][-1:3]
// N1: a[-1:4][2:6]
// N2: a[3:8][-1:3]
// N3: a[3:8][2:6]
// N0: = 12
// N1: = 15
// N2: = 52
// N3: = 55
// N0: a[1][1] = 11
// N1: a[1][1]: not on this node (owner: node 0)
// N2: a[1][1]: not on this node (owner: node 0)
// N3: a[1][1]: not on this node (owner: node 0)
// N0: a[1][5]: not on this node (owner: node 1)
// N1: a[1][5] = 15
// N2: a[5][1] = 51
// N3: a[6][4] = 64
// CHECK: exited normally

#include <xmp.h>
#pragma xmp nodes p[2][2]
#pragma xmp template t[8][6]
#pragma xmp distribute t[block][block] onto p
int a[8][6];
#pragma xmp align a[i][j] with t[i][j]
#pragma xmp shadow a[1][1]

static volatile int seen;
__attribute__((noinline)) static void stop(int me) {
  seen = me;
}

int main(void) {
  int me = xmpc_node_num();
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 6; j++)
      a[i][j] = i * 10 + j;
  stop(me);
  return 0;
}
