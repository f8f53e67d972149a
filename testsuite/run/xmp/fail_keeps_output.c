// When nodes end with a nonzero status, the output the other nodes buffered is not lost:
// the launcher lets them end by themselves for a moment before it terminates them. Every
// node prints a line (buffered: stdout is a pipe) and returns 1 after a synchronisation; a
// late node also gets its line out when it is a little behind (20 ms).
// RUN: %xmpcc -O2 %s -o %t
// RUN: not %xmprun -n 4 %t > %t.out 2> %t.err
// RUN: FileCheck %s --input-file %t.out
// RUN: not %xmprun -n 3 %t late > %t.late 2> %t.err
// RUN: FileCheck %s --check-prefix=LATE --input-file %t.late
// CHECK-DAG: node 0: result
// CHECK-DAG: node 1: result
// CHECK-DAG: node 2: result
// CHECK-DAG: node 3: result
// LATE-DAG: node 0: result
// LATE-DAG: node 1: result
// LATE-DAG: node 2: result
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <xmp.h>
int main(int argc, char **argv) {
  int me = xmpc_node_num();
  xmp_barrier();
  if (argc > 1 && !strcmp(argv[1], "late") && me == 2) usleep(20000);
  printf("node %d: result\n", me);
  return 1;
}
