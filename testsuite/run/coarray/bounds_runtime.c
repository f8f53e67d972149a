// A run-time subscript or section of a coindexed object outside its coarray's bounds ends the
// job with an error naming the source line, before any data moves (a PUT would otherwise
// overwrite another coarray of the target image): GET, PUT, a subscript with side effects, an
// inner dimension, sections with a run-time start, length or step (PUT and GET), a member of
// an array of structs, an increment, and an atomic.
// RUN: %xmpcc %s -o %t
// RUN: not %xmprun -n 2 %t get 2>&1 | FileCheck %s --check-prefix=GET
// RUN: not %xmprun -n 2 %t put 2>&1 | FileCheck %s --check-prefix=PUT
// RUN: not %xmprun -n 2 %t effect 2>&1 | FileCheck %s --check-prefix=EFFECT
// RUN: not %xmprun -n 2 %t inner 2>&1 | FileCheck %s --check-prefix=INNER
// RUN: not %xmprun -n 2 %t secput 2>&1 | FileCheck %s --check-prefix=SECPUT
// RUN: not %xmprun -n 2 %t secget 2>&1 | FileCheck %s --check-prefix=SECGET
// RUN: not %xmprun -n 2 %t secstep 2>&1 | FileCheck %s --check-prefix=SECSTEP
// RUN: not %xmprun -n 2 %t member 2>&1 | FileCheck %s --check-prefix=MEMBER
// RUN: not %xmprun -n 2 %t inc 2>&1 | FileCheck %s --check-prefix=INC
// RUN: not %xmprun -n 2 %t atomic 2>&1 | FileCheck %s --check-prefix=ATOMIC
// In range, the same statements run (and the guard coarray stays untouched):
// RUN: %xmprun -n 2 %t none | FileCheck %s --check-prefix=NONE
// NONE: image 1: guard ok
#include <stdio.h>
#include <string.h>
#include <xmp.h>

int a[10]:[*];
int guard[10]:[*];
int m[4][7]:[*];
struct S {
  int v[4];
} st[3]:[*];
int at[4]:[*];

int main(int argc, char **argv) {
  const char *what = argc > 1 ? argv[1] : "";
  int me = xmpc_this_image();
  int bad = strcmp(what, "none") != 0;
  int b[20] = {0}, loc[20];
  int i = bad ? 10 : 9, j = bad ? -1 : 0, lo = bad ? 5 : 0, len = bad ? 11 : 10,
      step = bad ? 4 : 3;
  for (int t = 0; t < 10; t++)
    guard[t] = -7;
  xmp_sync_all(NULL);
  if (me == 0 && (strcmp(what, "get") == 0 || !bad)) {
    // GET: xmp: node 0: error: the subscript 10 of a coindexed object is out of bounds of its array dimension 0..9 at {{.*}}bounds_runtime.c:[[@LINE+1]]
    loc[0] = a[i]:[1];
  }
  if (me == 0 && (strcmp(what, "put") == 0 || !bad)) {
    // PUT: xmp: node 0: error: the subscript -1 of a coindexed object is out of bounds of its array dimension 0..9 at {{.*}}bounds_runtime.c:[[@LINE+1]]
    a[j]:[1] = 5;
  }
  if (me == 0 && (strcmp(what, "effect") == 0 || !bad)) {
    int k = i;
    // EFFECT: xmp: node 0: error: the subscript 10 of a coindexed object is out of bounds of its array dimension 0..9 at {{.*}}bounds_runtime.c:[[@LINE+1]]
    a[k++]:[1] = 5;
  }
  if (me == 0 && (strcmp(what, "inner") == 0 || !bad)) {
    // INNER: xmp: node 0: error: the subscript 7 of a coindexed object is out of bounds of its array dimension 0..6 at {{.*}}bounds_runtime.c:[[@LINE+1]]
    m[0][i - 3]:[1] = 5;
  }
  if (me == 0 && (strcmp(what, "secput") == 0 || !bad)) {
    // SECPUT: xmp: node 0: error: the array section [5:10:1] (subscripts 5 to 14) of a coindexed object is out of bounds of its array dimension 0..9 at {{.*}}bounds_runtime.c:[[@LINE+1]]
    a[lo:10]:[1] = b[0:10];
  }
  if (me == 0 && (strcmp(what, "secget") == 0 || !bad)) {
    // SECGET: xmp: node 0: error: the array section [0:11:1] (subscripts 0 to 10) of a coindexed object is out of bounds of its array dimension 0..9 at {{.*}}bounds_runtime.c:[[@LINE+1]]
    loc[0:len] = a[0:len]:[1];
  }
  if (me == 0 && (strcmp(what, "secstep") == 0 || !bad)) {
    // SECSTEP: xmp: node 0: error: the array section [0:4:4] (subscripts 0 to 12) of a coindexed object is out of bounds of its array dimension 0..9 at {{.*}}bounds_runtime.c:[[@LINE+1]]
    a[0:4:step]:[1] = b[0:4];
  }
  if (me == 0 && (strcmp(what, "member") == 0 || !bad)) {
    // MEMBER: xmp: node 0: error: the subscript 3 of a coindexed object is out of bounds of its array dimension 0..2 at {{.*}}bounds_runtime.c:[[@LINE+1]]
    st[i - 7].v[0:4]:[1] = b[0:4];
  }
  if (me == 0 && (strcmp(what, "inc") == 0 || !bad)) {
    // INC: xmp: node 0: error: the subscript 10 of a coindexed object is out of bounds of its array dimension 0..9 at {{.*}}bounds_runtime.c:[[@LINE+1]]
    a[i]:[1]++;
  }
  if (me == 0 && (strcmp(what, "atomic") == 0 || !bad)) {
    // ATOMIC: xmp: node 0: error: the subscript 4 of a coindexed object is out of bounds of its array dimension 0..3 at {{.*}}bounds_runtime.c:[[@LINE+1]]
    xmp_atomic_define(at[i - 6]:[1], 1);
  }
  xmp_sync_all(NULL);
  int ok = 1;
  for (int t = 0; t < 10; t++)
    ok &= guard[t] == -7;
  if (me == 1 && ok)
    printf("image 1: guard ok\n");
  return 0;
}
