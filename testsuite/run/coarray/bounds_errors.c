// A constant subscript or section of a coindexed object outside its coarray's bounds is a
// compile error naming line and column (a remote access there would touch another object of
// that image); constant subscripts and sections inside the bounds compile (no other error).
// RUN: not %xmpcc -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
#include <xmp.h>

int a[10]:[*];
int m[4][7]:[*];
struct S {
  int v[4];
  double d;
} st[3]:[*];
xmp_lock_t lk[2]:[*];
int at[4]:[*];
int b[20];

int main(void) {
  int x = 0;
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:9: error: array index 12 is past the end of the array (that has type 'int[10]') in a coindexed object
  x = a[12]:[0];
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:9: error: array index -1 is before the beginning of the array (that has type 'int[10]') in a coindexed object
  x = a[-1]:[0];
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:5: error: array index 10 is past the end of the array (that has type 'int[10]') in a coindexed object
  a[10]:[1] = 3;
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:5: error: array index 4 is past the end of the array (that has type 'int[4][7]') in a coindexed object
  m[4][0]:[1] = 3;
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:8: error: array index 7 is past the end of the array (that has type 'int[7]') in a coindexed object
  m[0][7]:[1] = 3;
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:15: error: array index 4 is past the end of the array (that has type 'int[4]') in a coindexed object
  x = st[0].v[4]:[1];
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:5: error: array index 10 is past the end of the array (that has type 'int[10]') in a coindexed object
  a[10]:[1] += 1;
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:5: error: array index 10 is past the end of the array (that has type 'int[10]') in a coindexed object
  a[10]:[1]++;
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:7: error: array index 10 is past the end of the array (that has type 'int[10]') in a coindexed object
  ++a[10]:[1];
  // Sections: the tester's case (a[5..14] of a[10]), a GET, a step, a negative step, an
  // index before a section, a section of a member of an array of structs.
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:5: error: array section addresses elements 5 to 14, outside the array (that has type 'int[10]') in a coindexed object
  a[5:10]:[1] = b[0:10];
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:15: error: array section addresses elements 1 to 10, outside the array (that has type 'int[10]') in a coindexed object
  b[0:10] = a[1:10]:[1];
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:5: error: array section addresses elements 0 to 12, outside the array (that has type 'int[10]') in a coindexed object
  a[0:5:3]:[1] = b[0:5];
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:5: error: array section addresses elements -1 to 2, outside the array (that has type 'int[10]') in a coindexed object
  a[2:4:-1]:[1] = b[0:4];
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:5: error: array index 4 is past the end of the array (that has type 'int[4][7]') in a coindexed object
  m[4][0:7]:[1] = b[0:7];
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:8: error: array section addresses elements 5 to 7, outside the array (that has type 'int[7]') in a coindexed object
  m[0][5:3]:[1] = b[0:3];
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:6: error: array index 3 is past the end of the array (that has type 'struct S[3]') in a coindexed object
  st[3].v[0:4]:[1] = b[0:4];
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:15: error: array section addresses element 4, outside the array (that has type 'int[4]') in a coindexed object
  b[0:1] = at[4:1]:[1];
  // Locks and atomics.
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:21: error: array index 2 is past the end of the array (that has type '{{.*}}[2]') in a coindexed object
#pragma xmp lock(lk[2]:[1])
  // CHECK-DAG: bounds_errors.c:[[@LINE+1]]:24: error: array index 4 is past the end of the array (that has type 'int[4]') in a coindexed object
  xmp_atomic_define(at[4]:[1], 1);

  // Inside the bounds: no error.
  x = a[9]:[0] + a[0]:[1] + m[3][6]:[1] + st[2].v[3]:[0];
  a[9]:[1] = 3;
  a[0:10]:[1] = b[0:10];
  a[9:1]:[1] = b[0:1];
  a[9:4:-3]:[1] = b[0:4];
  a[10:0]:[1] = b[0:0];
  a[0:]:[1] = b[0:10];
  a[7:]:[1] = b[0:3];
  a[:]:[1] = b[0:10];
  m[3][0:7]:[1] = b[0:7];
  m[0:4][6]:[1] = b[0:4];
  b[0:4] = st[2].v[0:4]:[1];
  a[9]:[1]++;
  --a[0]:[1];
#pragma xmp lock(lk[1]:[1])
#pragma xmp unlock(lk[1]:[1])
  xmp_atomic_define(at[3]:[1], 1);
  // Local accesses are C's business (clang warns about a[12]); not an error here.
  x += a[9];
  return x;
}
