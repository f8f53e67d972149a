// lock / unlock with coindexed lock variables, acquired_lock and stat.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

typedef struct { long opaque[4]; } lock_t;
/* Really coarrays ('lock_t guard:[*];'); declared plainly to keep this test about the
   directive. */
lock_t guard;
lock_t many[4];

void bump(int k) {
  int ok, st;
#pragma xmp lock (guard:[0])
// CHECK: XmpLock lock=guard:[0]{{$}}
#pragma xmp unlock (guard:[0])
// CHECK: XmpUnlock lock=guard:[0]{{$}}
#pragma xmp lock (many[k]:[k + 1]) acquired_lock(ok) stat(st)
// CHECK: XmpLock lock=many[k]:[k + 1] acquired_lock=ok stat=st{{$}}
#pragma xmp unlock (many[k]:[k + 1]) stat(st)
// CHECK: XmpUnlock lock=many[k]:[k + 1] stat=st{{$}}
}
