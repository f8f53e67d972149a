// The `coarray` and `image` directives (reference 9.8). `coarray on p :: a` makes every
// coindex of `a` a position in node array p whatever the executing set, so inside a task
// `a:[0]` is still node 0 while the unmapped `b:[0]` is the task's first node; a 2-D coindex and
// a section of a mapped coarray; a `static` local coarray mapped in its block. `image (p)`
// before xmp_sync_images / xmp_sync_image / xmp_sync_all makes their image numbers positions in
// p: sibling tasks of a `tasks` construct synchronise through it (a PUT before the sync is
// visible after it). A coindex outside p is a runtime error naming the line.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %xmpcc -O0 -disable-pass=nonblocking-put %s -o %t.0
// RUN: %xmprun -n 3 %t.0 | FileCheck %s --implicit-check-not=FAIL
// RUN: not %xmprun -n 2 %t range 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not %xmprun -n 2 %t notin 2>&1 | FileCheck %s --check-prefix=NOTIN
// NOTIN: xmp: node 1: error: image (q): this image is not a member of node array q at {{.*}}directives.c:70
// RANGE: xmp: node 1: error: image index 2 is out of range 0..1 of the node array of its 'coarray on' directive at {{.*}}directives.c:64
// CHECK-DAG: image 0: PASS
// CHECK-DAG: image 1: PASS
#include <stdio.h>
#include <string.h>
#include <xmp.h>

#pragma xmp nodes p[*]
#pragma xmp nodes first[1] = p[0:1]
int a:[*];
int b:[*];
long m[4]:[2][*];
double sec[6]:[*];
#pragma xmp coarray on p :: a, m, sec

static int fails;
static void check(int cond, const char *what, int me, long v) {
  if (!cond) {
    printf("image %d: FAIL %s (%ld)\n", me, what, v);
    fails++;
  }
}

/* A static local coarray mapped in its own block. */
static int local_mapped(int me, int n) {
  static int c:[*];
#pragma xmp coarray on p :: c
  c = -1;
  xmp_sync_all(NULL);
  int got = -2;
#pragma xmp task on p[1:n-1]
  {
    /* Node 1 (task image 0) puts its entire-set number into c on node 0 (p position 0). */
    if (xmpc_this_image() == 0)
      c:[0] = xmpc_all_node_num();
    got = c:[n - 1];
  }
  xmp_sync_all(NULL);
  return me == 0 ? c == 1 : (c == -1 && got == -1);
}

int main(int argc, char **argv) {
  int me = xmpc_this_image(), n = xmp_num_images();
  if (argc > 1 && strcmp(argv[1], "range") == 0) {
#pragma xmp task on p[1:n-1]
    {
      a:[n] = 1;
    }
    return 0;
  }
  if (argc > 1 && strcmp(argv[1], "notin") == 0) {
    if (me == 1) {
#pragma xmp image(first)
      xmp_sync_all(NULL);
    }
    return 0;
  }
  a = 0;
  b = 0;
  for (int i = 0; i < 4; i++)
    m[i] = 0;
  for (int i = 0; i < 6; i++)
    sec[i] = me;
  xmp_sync_all(NULL);

  /* In a task of nodes 1..n-1 the task's image 0 is node 1. */
#pragma xmp task on p[1:n-1]
  {
    int k = xmpc_this_image();
    if (k == 0) {
      a:[0] = 100;        /* node 0 */
      b:[0] = 200;        /* node 1: the task's image 0 */
      m[1]:[1][0] = 7;    /* node 1 (position 1 of p) */
      m[2]:[0][0] = 8;    /* node 0 */
      sec[1:3:2]:[0] = 2.5; /* node 0: elements 1, 3, 5 */
    }
    /* GETs address p positions too. */
    double g = sec[0]:[n - 1];
    check(g == n - 1, "GET of sec from p position n-1", me, (long)g);
  }
  xmp_sync_all(NULL);
  if (me == 0) {
    check(a == 100, "a on node 0", me, a);
    check(b == 0, "b on node 0", me, b);
    check(m[2] == 8 && m[1] == 0, "m on node 0", me, m[2]);
    check(sec[0] == 0 && sec[1] == 2.5 && sec[2] == 0 && sec[3] == 2.5 && sec[5] == 2.5,
          "section on node 0", me, (long)sec[1]);
  } else if (me == 1) {
    check(a == 0, "a on node 1", me, a);
    check(b == 200, "b on node 1", me, b);
    check(m[1] == 7 && m[2] == 0, "m on node 1", me, m[1]);
  } else {
    check(a == 0 && b == 0, "a, b on other nodes", me, a + b);
  }
  check(local_mapped(me, n), "static local coarray", me, 0);

  /* Sibling tasks synchronise through `image (p)`: task 1 (node 0) puts, then syncs with
     node 1 (position 1 of p, which is not in its task); task 2 (nodes 1..) syncs node 1 with
     node 0 and reads. Then every node of p syncs through `image (p)` xmp_sync_all. */
  for (int round = 1; round <= 3; round++) {
#pragma xmp tasks
    {
#pragma xmp task on p[0]
      {
        b:[0] = -1; /* this task's own image 0: node 0 itself */
        a:[1] = round * 10;
        int one = 1;
#pragma xmp image(p)
        xmp_sync_images(1, &one, NULL);
      }
#pragma xmp task on p[1:n-1]
      {
        if (xmpc_this_image() == 0) {
#pragma xmp image(p)
          xmp_sync_image(0, NULL);
          check(a == round * 10, "value put by the sibling task", me, a);
        }
      }
    }
#pragma xmp tasks
    {
#pragma xmp task on p[0]
      {
#pragma xmp image(p)
        xmp_sync_all(NULL);
      }
#pragma xmp task on p[1:n-1]
      {
#pragma xmp image(p)
        (void)xmp_sync_all(NULL);
      }
    }
  }
  check(b == (me == 0 ? -1 : me == 1 ? 200 : 0), "b after the tasks", me, b);
  printf("image %d: %s\n", me, fails ? "FAIL" : "PASS");
  return 0;
}
