// XMP_STATS counts coarray transfers as puts and gets with their bytes: here node 0 does one
// scalar PUT (4 bytes), one section PUT (5 x 8 bytes), one scalar GET (8 bytes) and one strided
// section GET (3 x 4 bytes); node 1 does nothing. Two coarrays: two symmetric allocations.
// At the end of the line: section copies (node 0: 2 coindexed + 1 local) and lock/unlock/
// atomic operations (node 0: a lock, an unlock and an atomic define; node 1: one atomic ref).
// RUN: %xmpcc %s -o %t
// RUN: env XMP_STATS=1 %xmprun -n 2 %t 2>&1 >/dev/null | FileCheck %s
// CHECK: xmp: node 0: stats: {{.*}} put=2 put_bytes=44 get=2 get_bytes=20 {{.*}}sym_alloc=3 {{.*}} co_copies=3 co_syncs=3{{( |$)}}
// CHECK: xmp: node 1: stats: {{.*}} put=0 put_bytes=0 get=0 get_bytes=0 {{.*}}sym_alloc=3 {{.*}} co_copies=0 co_syncs=1{{( |$)}}
#include <xmp.h>

int x[8]:[*];
double d[8]:[*];
xmp_lock_t lk:[*];

int main(void) {
  double loc[8] = {0};
  int li[3];
  if (xmpc_this_image() == 0) {
    x[1]:[1] = 5;
    d[0:5]:[1] = loc[1:5];
    loc[0] = d[2]:[1];
    li[0:3] = x[0:3:2]:[1];
    double tmp[4];
    tmp[0:2] = loc[2:2];
#pragma xmp lock(lk:[0])
#pragma xmp unlock(lk:[0])
    xmp_atomic_define(x[7], 1);
  }
  xmp_sync_all(NULL);
  if (xmpc_this_image() == 1) {
    int v;
    xmp_atomic_ref(&v, x[7]);
  }
  return (int)loc[0] + li[0] * 0;
}
