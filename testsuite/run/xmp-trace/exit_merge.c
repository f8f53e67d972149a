// The trace is merged when the nodes leave through exit() instead of returning from main (no
// node waits for another at the end), also when a part file of an earlier job with the same
// name is in the way (its job token differs, so it is not merged), and with xmp_exit.
// RUN: %xmpcc -O2 %s -o %t
// RUN: rm -f %t.json %t.json.*
// RUN: printf 'xmp-trace-part 1\t1\t2\t5\t0\t123\nE\t7\t0\t1\t0\t-1\t-1\tstale.c:1\n' > %t.json.part.1
// RUN: env XMP_TRACE=%t.json %xmprun -n 2 %t | FileCheck %s --check-prefix=OK
// RUN: %python %S/Inputs/check_trace.py %t.json --nodes 2 --count barrier=2 --count reduction=1 | FileCheck %s
// RUN: not grep stale.c %t.json
// RUN: not ls %t.json.part.0 %t.json.part.1
// RUN: env XMP_TRACE=%t.xe.json %xmprun -n 2 %t xmp_exit | FileCheck %s --check-prefix=OK
// RUN: %python %S/Inputs/check_trace.py %t.xe.json --nodes 2 --count barrier=2 --count reduction=1 | FileCheck %s
// OK: PASS exit
// CHECK: format ok
// CHECK-NOT: FAIL
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xmp.h>

#pragma xmp nodes p[2]

int main(int argc, char **argv) {
  int v = xmpc_node_num() + 1;
#pragma xmp barrier
#pragma xmp reduction (+:v)
#pragma xmp barrier
  if (xmpc_node_num() == 0) printf(v == 3 ? "PASS exit\n" : "FAIL exit %d\n", v);
  fflush(stdout);
  if (argc > 1 && strcmp(argv[1], "xmp_exit") == 0) xmp_exit(0);
  exit(0);
}
