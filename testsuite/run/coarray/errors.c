// Compile errors of coarray declarations and coindexed objects: each names its line and column.
// RUN: not %xmpcc -c %s -o /dev/null 2>&1 | FileCheck %s
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
int dist[16];
#pragma xmp align dist[i] with t[i]

struct WithPtr {
  int x;
  int *p;
};
struct Nested {
  struct WithPtr w[2];
};
// CHECK-DAG: errors.c:[[@LINE+1]]:16: error: a coarray of struct 'WithPtr' is not allowed: the struct has pointer members
struct WithPtr bad1:[*];
// CHECK-DAG: errors.c:[[@LINE+1]]:15: error: a coarray of struct 'Nested' is not allowed: the struct has pointer members
struct Nested bad2:[*];
// CHECK-DAG: errors.c:[[@LINE+1]]:6: error: a coarray of pointers is not allowed
int *bad3:[*];
// CHECK-DAG: errors.c:[[@LINE+1]]:5: error: only the last codimension of a coarray may be '*'
int bad4:[*][2];
// CHECK-DAG: errors.c:[[@LINE+2]]:5: error: coarray 'bad5' redeclared with different codimensions
extern int bad5:[2][*];
int bad5:[*];
// CHECK-DAG: errors.c:[[@LINE+1]]:5: error: a coarray has at most 7 dimensions
int bad6[2][2][2][2][2][2][2][2]:[*];
int ok[10]:[*];
int ok2:[3][*];
int plain[10];
int plain2[3][3];

int main(void) {
  // CHECK-DAG: errors.c:[[@LINE+1]]:7: error: a coarray in a block must be 'static' or 'extern': automatic coarrays are not allowed (reference 9.2)
  int auto_co:[*];
  // CHECK-DAG: errors.c:[[@LINE+1]]:16: error: a coarray in a block must be 'static' or 'extern'
  register int reg_co:[*];
  // CHECK-DAG: errors.c:[[@LINE+1]]:11: error: a coindexed object must be a coarray
  int v = plain[1]:[0];
  // CHECK-DAG: errors.c:[[@LINE+1]]:11: error: coarray 'ok2' has 2 codimensions but 1 cosubscripts are given
  int w = ok2:[0];
  // CHECK-DAG: errors.c:[[@LINE+1]]:3: error: array sections of different rank (1 and 2)
  ok[0:2]:[0] = plain2[0:2][0:1];
  // CHECK-DAG: errors.c:[[@LINE+1]]:11: error: a coindexed whole array is only supported in array assignments
  int x = ok:[1];
  // CHECK-DAG: errors.c:[[@LINE+1]]:3: error: {{.*}}not supported yet
  ok[0:2]:[1] = plain[0:2] * 2;
  // CHECK-DAG: errors.c:[[@LINE+1]]:3: error: compound assignment {{.*}}not supported yet
  ok[0:3]:[1] += 1;
  // CHECK-DAG: errors.c:[[@LINE+1]]:18: error: a lock variable must be an 'xmp_lock_t' coarray, not 'int'
#pragma xmp lock(ok2:[0][1])
  // CHECK-DAG: errors.c:[[@LINE+1]]:21: error: the atomic variable of 'xmp_atomic_define' must be an 'int', not 'int[10]'
  xmp_atomic_define(ok, 1);
  // A section of a distributed array as the source of a coindexed section.
  // CHECK-DAG: errors.c:[[@LINE+1]]:17: error: 'dist' is a distributed array: a coindexed assignment cannot take a section of it (gmove the section into a local array first)
  ok[0:4]:[1] = dist[4:4];
  return v + w + x;
}
