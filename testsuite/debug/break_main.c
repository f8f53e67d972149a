// -g: `break main` stops once, at the first line of the user's main, not first in the
// runtime's ELF `main` that starts the nodes (gdb sets a location on every ELF symbol named
// main; the gdb helper the program carries disables the runtime's one, shown as `n`). At -O0
// and -O2 (where main is also inlined into the runtime's entry), on 1 node and on each of 2.
// REQUIRES: gdb
// RUN: %xmpcc -g -O0 %s -o %t0
// RUN: %xmpcc -g -O2 %s -o %t2
// RUN: gdb -batch -nx -iex 'add-auto-load-safe-path /' -ex 'break main' -ex 'info breakpoints' -ex run -ex 'print me' -ex continue %t0 2>&1 | FileCheck %s
// RUN: gdb -batch -nx -iex 'add-auto-load-safe-path /' -ex 'break main' -ex 'info breakpoints' -ex run -ex continue %t2 2>&1 | FileCheck %s
// RUN: rm -f %t.a.* %t.b.*
// RUN: %xmprun -n 2 %S/Inputs/node-gdb.sh %t.a -iex 'add-auto-load-safe-path /' -ex 'break main' -ex 'info breakpoints' -ex run -ex continue %t0
// RUN: FileCheck %s --input-file %t.a.0
// RUN: FileCheck %s --input-file %t.a.1
// RUN: %xmprun -n 2 %S/Inputs/node-gdb.sh %t.b -iex 'add-auto-load-safe-path /' -ex 'break main' -ex 'info breakpoints' -ex run -ex continue %t2
// RUN: FileCheck %s --input-file %t.b.0
// RUN: FileCheck %s --input-file %t.b.1
// CHECK: in main at {{.*}}break_main.c:[[#LINE:33]]
// CHECK: n {{.*}} <main>
// CHECK-NOT: Breakpoint 1.{{[0-9]+}}, 0x
// CHECK: Breakpoint 1.{{[0-9]+}}, main (argc=1, argv={{.*}}) at {{.*}}break_main.c:[[#LINE]]
// CHECK-NOT: Breakpoint 1.
// CHECK: exited normally

#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[8]
#pragma xmp distribute t[block] onto p
int a[8];
#pragma xmp align a[i] with t[i]

int main(int argc, char **argv) {
  int me = xmpc_node_num();
  long sum = 0;
#pragma xmp loop (i) on t[i] reduction(+:sum)
  for (int i = 0; i < 8; i++) {
    a[i] = i + me + argc;
    sum += a[i];
  }
  printf("%s on node %d: %ld\n", argv[0] ? "ok" : "?", me, sum);
  return 0;
}
