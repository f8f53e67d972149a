// XMP_STATS=1: each node prints its counters at exit, in node order, on stderr.
// UNSUPPORTED: transport-mpi
// RUN: %xmpcc -O2 %s -o %t
// RUN: env XMP_STATS=1 %xmprun -n 2 %t 2>&1 >/dev/null | FileCheck %s
// CHECK: xmp: node 0: stats: barrier=2 bcast=1 bcast_bytes=8 reduction=2 reduction_bytes=16 {{.*}}task=1
// CHECK: xmp: node 1: stats: barrier=2 bcast=1 bcast_bytes=8 reduction=2 reduction_bytes=16 {{.*}}task=0
// RUN: %xmprun -n 2 %t 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: stats
#include <xmp.h>

#pragma xmp nodes p[2]

int main(void) {
  double d = 1;
  int a[2] = {1, 2};
#pragma xmp barrier
#pragma xmp bcast (d)
#pragma xmp reduction (+:d)
#pragma xmp reduction (max:a)
#pragma xmp task on p[0]
  d = 2;
#pragma xmp barrier on p
  return 0;
}
