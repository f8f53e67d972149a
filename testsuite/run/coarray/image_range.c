// A coindex outside the executing image set is a runtime error naming the source line, for a
// GET, a PUT, a section copy, and inside a task (whose image set is smaller).
// RUN: %xmpcc %s -o %t
// RUN: not %xmprun -n 2 %t get 2>&1 | FileCheck %s --check-prefix=GET
// RUN: not %xmprun -n 3 %t put 2>&1 | FileCheck %s --check-prefix=PUT
// RUN: not %xmprun -n 2 %t section 2>&1 | FileCheck %s --check-prefix=SECTION
// RUN: not %xmprun -n 4 %t task 2>&1 | FileCheck %s --check-prefix=TASK
// RUN: not %xmprun -n 2 %t shape 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not %xmprun -n 4 %t cosub 2>&1 | FileCheck %s --check-prefix=COSUB
#include <string.h>
#include <xmp.h>

#pragma xmp nodes p[*]
int a[8]:[*];
int g:[2][*];
int loc[8];

int main(int argc, char **argv) {
  int n = xmp_num_images();
  const char *what = argc > 1 ? argv[1] : "";
  if (strcmp(what, "get") == 0 && xmpc_this_image() == 0) {
    // GET: xmp: node 0: error: image index 2 is out of range 0..1 at {{.*}}image_range.c:[[@LINE+1]]
    loc[0] = a[1]:[n];
  }
  if (strcmp(what, "put") == 0 && xmpc_this_image() == 1) {
    // PUT: xmp: node 1: error: image index -1 is out of range 0..2 at {{.*}}image_range.c:[[@LINE+1]]
    a[1]:[-1] = 5;
  }
  if (strcmp(what, "section") == 0 && xmpc_this_image() == 0) {
    // SECTION: xmp: node 0: error: image index 7 is out of range 0..1 at {{.*}}image_range.c:[[@LINE+1]]
    loc[0:4] = a[0:4]:[7];
  }
  if (strcmp(what, "task") == 0) {
#pragma xmp task on p[2:2]
    if (xmpc_this_image() == 1) {
      // TASK: xmp: node 3: error: image index 2 is out of range 0..1 at {{.*}}image_range.c:[[@LINE+1]]
      a[0]:[2] = 1;
    }
  }
  if (strcmp(what, "shape") == 0 && xmpc_this_image() == 0) {
    int k = 3;
    // SHAPE: xmp: node 0: error: array assignment between sections of different shapes ([3] and [4]) at {{.*}}image_range.c:[[@LINE+1]]
    loc[0:k] = a[0:4]:[1];
  }
  if (strcmp(what, "cosub") == 0 && xmpc_this_image() == 0) {
    int c0 = 2; /* image 2 + 2*0 exists, but cosubscript 2 is outside [2] */
    // COSUB: xmp: node 0: error: a cosubscript is outside its codimension at {{.*}}image_range.c:[[@LINE+1]]
    g:[c0][0] = 1;
  }
  xmp_sync_all(NULL);
  return 0;
}
