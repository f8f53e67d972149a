// post/wait: a pipeline where each image waits for its left neighbour's post before reading
// the value the neighbour put (post completes the poster's puts first); tags, wait without
// a tag and without a node; and sibling tasks of a `tasks` construct running concurrently: the
// first task waits for a post from the second (it would hang if the tasks ran one after
// the other).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK-DAG: image 0: PASS
// CHECK-DAG: image 1: PASS
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]
long val[4]:[*];
long pipe[10]:[*];
int atom:[*];

static int fails;
static void check(int cond, const char *what, int me, long v) {
  if (!cond) {
    printf("image %d: FAIL %s (%ld)\n", me, what, v);
    fails++;
  }
}

int main(void) {
  int me = xmpc_this_image(), n = xmp_num_images();

  /* A pipeline 0 -> 1 -> ... -> n-1, several rounds (one slot per round), tag = round. */
  for (int round = 0; round < 10; round++) {
    if (me > 0) {
#pragma xmp wait(p[me - 1], round)
      check(pipe[round] == (long)(me - 1) * 100 + round, "pipeline value", me, pipe[round]);
    }
    if (me + 1 < n) {
      pipe[round]:[me + 1] = (long)me * 100 + round;
#pragma xmp post(p[me + 1], round)
    }
  }
  xmp_sync_all(NULL);

  /* Tags out of order: image 1 posts tags 1 then 2, image 0 waits for 2 first. */
  if (me == 1) {
    val[1]:[0] = 11;
#pragma xmp post(p[0], 1)
    val[2]:[0] = 22;
#pragma xmp post(p[0], 2)
  }
  if (me == 0) {
#pragma xmp wait(p[1], 2)
    check(val[2] == 22 && val[1] == 11, "wait for the later tag", me, val[2]);
#pragma xmp wait(p[1])
  }
  xmp_sync_all(NULL);

  /* wait without arguments: image 0 collects one post from every other image. */
  if (me != 0) {
    val[3]:[0] = 0; /* ignored value, the post matters */
#pragma xmp post(p[0], me)
  } else {
    for (int k = 1; k < n; k++) {
#pragma xmp wait
    }
  }
  xmp_sync_all(NULL);

  /* Atomics: define on another image, reference from a third; local forms too. */
  xmp_atomic_define(atom, -1);
  xmp_sync_all(NULL);
  xmp_atomic_define(atom:[(me + 1) % n], me + 500);
  xmp_sync_all(NULL);
  int a = 0, b = 0;
  xmp_atomic_ref(&a, atom);
  xmp_atomic_ref(&b, atom:[(me + 2) % n]);
  check(a == (me + n - 1) % n + 500, "atomic define/ref", me, a);
  check(b == (me + 1) % n + 500, "atomic ref of another image", me, b);
  xmp_sync_all(NULL);

  /* A flag handed over with atomics only (spin until image 0 defines it). */
  if (me == 0) {
    val[1]:[n - 1] = 4242;
    xmp_sync_memory(NULL);
    xmp_atomic_define(atom:[n - 1], 1);
  }
  if (me == n - 1) {
    int f = 0;
    do
      xmp_atomic_ref(&f, atom);
    while (f != 1 && n > 1);
    check(n == 1 || val[1] == 4242, "flag handed over by atomics", me, val[1]);
  }
  xmp_sync_all(NULL);

  /* Sibling tasks run concurrently: the first waits for the second's post (a task's images
   * are its own nodes, so the value goes through node 1's own copy). */
  int waited = 0;
  val[0] = 0;
  xmp_sync_all(NULL);
  if (n >= 2) {
#pragma xmp tasks
    {
#pragma xmp task on p[0]
      {
#pragma xmp wait(p[1], 7)
        waited = 1;
      }
#pragma xmp task on p[1:n-1]
      {
        if (xmpc_this_image() == 0) {
          val[0] = 777;
#pragma xmp post(p[0], 7)
        }
      }
    }
    xmp_sync_all(NULL);
    if (me == 0)
      check(waited && val[0]:[1] == 777, "task waited for its sibling", me, val[0]:[1]);
  }
  xmp_sync_all(NULL);
  printf("image %d: %s\n", me, fails ? "FAIL" : "PASS");
  return 0;
}
