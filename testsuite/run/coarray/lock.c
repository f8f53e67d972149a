// lock/unlock on an xmp_lock_t coarray under contention: every image increments a counter on
// image 0 ROUNDS times inside the critical section (GET, then PUT); without mutual exclusion
// increments are lost. Also acquired_lock (a try-lock) and the stat conditions.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// RUN: not %xmprun -n 2 %t unlock-free 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK-DAG: image 0: PASS
// CHECK-DAG: image 1: PASS
// ERR: xmp: node 0: error: unlock of a lock that is not locked at {{.*}}lock.c:[[# @LINE + 59]]
#include <stdio.h>
#include <string.h>
#include <xmp.h>

#define ROUNDS 200
xmp_lock_t guard:[*];
xmp_lock_t locks[3]:[*];
long counter:[*];

static int fails;
static void check(int cond, const char *what, int me, long v) {
  if (!cond) {
    printf("image %d: FAIL %s (%ld)\n", me, what, v);
    fails++;
  }
}

int main(int argc, char **argv) {
  int me = xmpc_this_image(), n = xmp_num_images();
  int st = -1, got = -1;

  for (int k = 0; k < ROUNDS; k++) {
#pragma xmp lock(guard:[0])
    counter:[0] = counter:[0] + 1;
#pragma xmp unlock(guard:[0])
  }
  xmp_sync_all(NULL);
  check(counter:[0] == (long)n * ROUNDS, "counter under the lock", me, counter:[0]);
  xmp_sync_all(NULL);

  /* Try-lock: image 0 holds locks[1] on the last image; the others fail to take it. */
  if (me == 0) {
#pragma xmp lock(locks[1]:[n - 1]) acquired_lock(got) stat(st)
    check(got != 0 && st == XMP_STAT_SUCCESS, "acquired", me, got);
    /* Locking it again is XMP_STAT_LOCKED. */
#pragma xmp lock(locks[1]:[n - 1]) stat(st)
    check(st == XMP_STAT_LOCKED, "stat locked", me, st);
  }
  xmp_sync_all(NULL);
  if (me != 0) {
#pragma xmp lock(locks[1]:[n - 1]) acquired_lock(got)
    check(got == 0, "not acquired while held", me, got);
#pragma xmp unlock(locks[1]:[n - 1]) stat(st)
    check(st == XMP_STAT_LOCKED_OTHER_IMAGE, "stat locked other image", me, st);
  }
  xmp_sync_all(NULL);
  if (me == 0) {
#pragma xmp unlock(locks[1]:[n - 1]) stat(st)
    check(st == XMP_STAT_SUCCESS, "unlock", me, st);
#pragma xmp unlock(locks[1]:[n - 1]) stat(st)
    check(st == XMP_STAT_UNLOCKED, "stat unlocked", me, st);
  }
  xmp_sync_all(NULL);
  /* A lock on this image's own copy. */
#pragma xmp lock(locks[2]:[me])
  counter = me;
#pragma xmp unlock(locks[2]:[me])
  if (argc > 1 && strcmp(argv[1], "unlock-free") == 0 && me == 0) {
#pragma xmp unlock(locks[0]:[1])
  }
  xmp_sync_all(NULL);
  printf("image %d: %s\n", me, fails ? "FAIL" : "PASS");
  return 0;
}
