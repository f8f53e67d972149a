// post never blocks (reference 9.7): every node posts 1000 times to its right neighbour
// (tags 0..4 in turn) before it waits for anything, then consumes them by tag, by node
// without a tag, and with a plain `wait`; then the posts of many distinct tags, each waited
// for in reverse order. A wait that consumed more than one post, or the wrong one, would leave
// a later wait unsatisfiable (reported as a deadlock, see deadlock.c).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK many posts
// CHECK: OK many tags
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]
int main(void) {
  int me = xmpc_this_image(), n = xmp_num_images(), i;
  int right = (me + 1) % n, left = (me + n - 1) % n;
  for (i = 0; i < 1000; i++) {
#pragma xmp post(p[right], i % 5)
  }
  /* 200 posts of each tag arrived from the left: 400 by tag, 300 by node, 300 plain. */
  for (i = 0; i < 400; i++) {
#pragma xmp wait(p[left], i % 2 + 3)
  }
  for (i = 0; i < 300; i++) {
#pragma xmp wait(p[left])
  }
  for (i = 0; i < 300; i++) {
#pragma xmp wait
  }
  if (me == 0) printf("OK many posts\n");
  xmp_sync_all(NULL);

  /* 100 distinct tags, each posted twice, waited for from the last tag down. */
  for (i = 0; i < 200; i++) {
#pragma xmp post(p[right], 1000 + i / 2)
  }
  for (i = 99; i >= 0; i--) {
#pragma xmp wait(p[left], 1000 + i)
#pragma xmp wait(p[left], 1000 + i)
  }
  xmp_sync_all(NULL);
  if (me == 0) printf("OK many tags\n");
  return 0;
}
