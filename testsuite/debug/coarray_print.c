// -g: a coarray is described as this image's own copy with its declared type, so that gdb
// prints the local values of an array, scalar and struct coarray (not their initial values), at
// -O0 and -O2, on 1 image and on each of 2 images (every image under its own gdb).
// REQUIRES: gdb
// RUN: %xmpcc -g -O0 %s -o %t0
// RUN: %xmpcc -g -O2 %s -o %t2
// RUN: rm -f %t.a.* %t.b.*
// RUN: gdb -batch -nx -ex 'break coarray_print.c:43' -ex run -ex 'ptype a' -ex 'print a' -ex 'print a[3]' -ex 'print x' -ex 'print q' -ex continue %t0 2>&1 | FileCheck %s --check-prefixes=CHECK,N0
// RUN: gdb -batch -nx -ex 'break coarray_print.c:43' -ex run -ex 'ptype a' -ex 'print a' -ex 'print a[3]' -ex 'print x' -ex 'print q' -ex continue %t2 2>&1 | FileCheck %s --check-prefixes=CHECK,N0
// RUN: %xmprun -n 2 %S/Inputs/node-gdb.sh %t.a -ex 'break coarray_print.c:43' -ex run -ex 'ptype a' -ex 'print a' -ex 'print a[3]' -ex 'print x' -ex 'print q' -ex continue %t0
// RUN: FileCheck %s --check-prefixes=CHECK,N0 --input-file %t.a.0
// RUN: FileCheck %s --check-prefixes=CHECK,N1 --input-file %t.a.1
// RUN: %xmprun -n 2 %S/Inputs/node-gdb.sh %t.b -ex 'break coarray_print.c:43' -ex run -ex 'ptype a' -ex 'print a' -ex 'print a[3]' -ex 'print x' -ex 'print q' -ex continue %t2
// RUN: FileCheck %s --check-prefixes=CHECK,N0 --input-file %t.b.0
// RUN: FileCheck %s --check-prefixes=CHECK,N1 --input-file %t.b.1
// CHECK: Breakpoint 1{{(\.[0-9])?}}, main () at {{.*}}coarray_print.c:43
// CHECK: type = int [5]
// N0: $1 = {0, 1, 2, 3, 4}
// N0: $2 = 3
// N0: $3 = 2.5
// N0: $4 = {x = 0, y = 0}
// N1: $1 = {100, 101, 102, 103, 104}
// N1: $2 = 103
// N1: $3 = 3.5
// N1: $4 = {x = 1, y = -1}
// CHECK: exited normally

#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
int a[5]:[*];
double x:[*] = 2.5;
struct pt { int x, y; };
struct pt q:[*];

int main(void) {
  int me = xmpc_this_image();
  for (int k = 0; k < 5; k++) a[k] = k + 100 * me;
  x = x + me;
  q.x = me;
  q.y = -me;
  xmp_sync_all(NULL);
  printf("node %d: a[3]=%d x=%g q.y=%d\n", me, a[3], x, q.y);
  return 0;
}
