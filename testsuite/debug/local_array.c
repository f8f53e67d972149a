// -g: block-scope aligned arrays are seen by gdb in the global view, as file-scope ones: a
// fixed-size array with a shadow, a variable-length array, a pointer given storage by
// xmp_malloc, and an aligned dummy argument (the caller's array). In the frame of the function
// that declares it, `ptype` shows the node's extents, `print v[i]` takes GLOBAL indices and
// `xmp print`/`xmp where` (the gdb helper) name the owner of an element the node does not hold.
// At -O0 and -O2, on 1 node and on each of 2 nodes (each under its own gdb).
// REQUIRES: gdb
// RUN: %xmpcc -g -O0 %s -o %t0
// RUN: %xmpcc -g -O2 %s -o %t2
// RUN: %xmprun -n 2 %t2 | FileCheck %s --check-prefix=RUN2
// RUN2-DAG: node 0: 1103
// RUN2-DAG: node 1: 1149
// RUN: gdb -batch -nx -iex 'add-auto-load-safe-path /' -ex 'break stop' -ex run -ex up -ex 'ptype u' -ex 'print u[me*4+1][2]' -ex 'print u[4-me][0]' -ex 'xmp where u' -ex 'xmp print u[5][1]' -ex 'info locals' -ex continue -ex up -ex 'ptype v' -ex 'print v[me*4+3]' -ex 'xmp print v[6]' -ex continue -ex up -ex 'ptype q' -ex 'print q[me*4+2]' -ex 'xmp print q[1]' -ex continue -ex up -ex 'ptype d' -ex 'print d[me*4+1]' -ex 'xmp print d[7]' -ex continue %t0 2>&1 | FileCheck %s --check-prefixes=CHECK,ONE
// RUN: gdb -batch -nx -iex 'add-auto-load-safe-path /' -ex 'break stop' -ex run -ex up -ex 'ptype u' -ex 'print u[me*4+1][2]' -ex 'print u[4-me][0]' -ex 'xmp where u' -ex 'xmp print u[5][1]' -ex 'info locals' -ex continue -ex up -ex 'ptype v' -ex 'print v[me*4+3]' -ex 'xmp print v[6]' -ex continue -ex up -ex 'ptype q' -ex 'print q[me*4+2]' -ex 'xmp print q[1]' -ex continue -ex up -ex 'ptype d' -ex 'print d[me*4+1]' -ex 'xmp print d[7]' -ex continue %t2 2>&1 | FileCheck %s --check-prefixes=CHECK,ONE
// RUN: rm -f %t.a.* %t.b.*
// RUN: %xmprun -n 2 %S/Inputs/node-gdb.sh %t.a -iex 'add-auto-load-safe-path /' -ex 'break stop' -ex run -ex up -ex 'ptype u' -ex 'print u[me*4+1][2]' -ex 'print u[4-me][0]' -ex 'xmp where u' -ex 'xmp print u[5][1]' -ex 'info locals' -ex continue -ex up -ex 'ptype v' -ex 'print v[me*4+3]' -ex 'xmp print v[6]' -ex continue -ex up -ex 'ptype q' -ex 'print q[me*4+2]' -ex 'xmp print q[1]' -ex continue -ex up -ex 'ptype d' -ex 'print d[me*4+1]' -ex 'xmp print d[7]' -ex continue %t0
// RUN: FileCheck %s --check-prefixes=CHECK,N0 --input-file %t.a.0
// RUN: FileCheck %s --check-prefixes=CHECK,N1 --input-file %t.a.1
// RUN: %xmprun -n 2 %S/Inputs/node-gdb.sh %t.b -iex 'add-auto-load-safe-path /' -ex 'break stop' -ex run -ex up -ex 'ptype u' -ex 'print u[me*4+1][2]' -ex 'print u[4-me][0]' -ex 'xmp where u' -ex 'xmp print u[5][1]' -ex 'info locals' -ex continue -ex up -ex 'ptype v' -ex 'print v[me*4+3]' -ex 'xmp print v[6]' -ex continue -ex up -ex 'ptype q' -ex 'print q[me*4+2]' -ex 'xmp print q[1]' -ex continue -ex up -ex 'ptype d' -ex 'print d[me*4+1]' -ex 'xmp print d[7]' -ex continue %t2
// RUN: FileCheck %s --check-prefixes=CHECK,N0 --input-file %t.b.0
// RUN: FileCheck %s --check-prefixes=CHECK,N1 --input-file %t.b.1
//
// The fixed-size array u[8][3], a shadow of 1 on the distributed dimension: on 2 nodes
// u[4-me][0] is a shadow element the reflect filled.
// CHECK: in fixed (me={{[01]}}) at {{.*}}local_array.c:{{[0-9]+}}
// ONE: type = int [10][3]
// N0: type = int [6][3]
// N1: type = int [6][3]
// ONE-NEXT: = 12
// N0-NEXT: = 12
// N1-NEXT: = 52
// ONE-NEXT: = 40
// N0-NEXT: = 40
// N1-NEXT: = 30
// ONE-NEXT: u[-1:8][0:2]
// N0-NEXT: u[-1:4][0:2]
// N1-NEXT: u[3:8][0:2]
// ONE-NEXT: u[5][1] = 51
// N0-NEXT: u[5][1]: not on this node (owner: node 1)
// N1-NEXT: u[5][1] = 51
// CHECK: u = {
// The variable-length array v[n].
// CHECK: in vla (me={{[01]}}, n=8) at {{.*}}local_array.c:{{[0-9]+}}
// ONE: type = double [8]
// N0: type = double [4]
// N1: type = double [4]
// ONE-NEXT: = 4.5
// N0-NEXT: = 4.5
// N1-NEXT: = 10.5
// ONE-NEXT: v[6] = 9
// N0-NEXT: v[6]: not on this node (owner: node 1)
// N1-NEXT: v[6] = 9
// The pointer q allocated by xmp_malloc.
// CHECK: in dyn (me={{[01]}}) at {{.*}}local_array.c:{{[0-9]+}}
// CHECK: type = long [{{[48]}}]
// ONE-NEXT: = 102
// N0-NEXT: = 102
// N1-NEXT: = 106
// ONE-NEXT: q[1] = 101
// N0-NEXT: q[1] = 101
// N1-NEXT: q[1]: not on this node (owner: node 0)
// The dummy argument d (the caller's q2), shown as its global view rather than a pointer.
// CHECK: in dummy (me={{[01]}}) at {{.*}}local_array.c:{{[0-9]+}}
// CHECK: type = short [{{[48]}}]
// ONE-NEXT: = -1
// N0-NEXT: = -1
// N1-NEXT: = -5
// ONE-NEXT: d[7] = -7
// N0-NEXT: d[7]: not on this node (owner: node 1)
// N1-NEXT: d[7] = -7
// CHECK: exited normally

#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[8]
#pragma xmp distribute t[block] onto p

static volatile int seen;
__attribute__((noinline)) static void stop(int me) { seen = me; }

__attribute__((noinline)) static int fixed(int me) {
  int u[8][3];
#pragma xmp align u[i][*] with t[i]
#pragma xmp shadow u[1][0]
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 3; j++)
      u[i][j] = i * 10 + j;
#pragma xmp reflect (u)
  stop(me);
  return u[me * 4][1];
}

__attribute__((noinline)) static double vla(int me, int n) {
  double v[n];
#pragma xmp align v[i] with t[i]
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < n; i++)
    v[i] = i * 1.5;
  stop(me);
  return v[me * 4];
}

__attribute__((noinline)) static long dyn(int me) {
  long *q;
#pragma xmp align q[i] with t[i]
  q = (long *)xmp_malloc(xmp_desc_of(q), 8);
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < 8; i++)
    q[i] = 100 + i;
  stop(me);
  long r = q[me * 4 + 2];
  xmp_free(xmp_desc_of(q));
  return r;
}

__attribute__((noinline)) static int dummy(int me, short *d) {
#pragma xmp align d[i] with t[i]
  stop(me);
  return d[me * 4];
}

short q2[8];
#pragma xmp align q2[i] with t[i]

int main(void) {
  int me = xmpc_node_num();
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < 8; i++)
    q2[i] = -i;
  long s = fixed(me) + (long)vla(me, 8) + dyn(me) + 1000 + dummy(me, q2);
  printf("node %d: %ld\n", me, s);
  return 0;
}
