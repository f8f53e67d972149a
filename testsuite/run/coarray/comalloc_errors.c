// Compile errors of coarray pointers and xmp_comalloc / xmp_cofree, with line and column.
// RUN: not %xmpcc -c %s -o /dev/null 2>&1 | FileCheck %s
#include <xmp.h>

struct WithPtr {
  int *p;
};
// CHECK-DAG: comalloc_errors.c:[[@LINE+1]]:10: error: a coarray pointer has at most 7 codimensions
double (*w2)[50]:[][][][][][][][];
// CHECK-DAG: comalloc_errors.c:[[@LINE+1]]:5: error: a declarator with deferred codimensions '[]' must be a pointer
int notptr:[];
// CHECK-DAG: comalloc_errors.c:[[@LINE+1]]:7: error: the target of a coarray pointer: a coarray of pointers is not allowed
int **pp:[];
// CHECK-DAG: comalloc_errors.c:[[@LINE+1]]:17: error: the target of a coarray pointer: a coarray of struct 'WithPtr' is not allowed: the struct has pointer members
struct WithPtr *sp:[];
double *ok:[];
double (*w3)[50]:[];

int main(void) {
  // CHECK-DAG: comalloc_errors.c:[[@LINE+1]]:11: error: a coarray pointer in a block must be 'static' or 'extern'
  double *lw:[];
  double cl[2][50], (*lp)[50] = cl;
  // CHECK-DAG: comalloc_errors.c:[[@LINE+1]]:43: error: 'xmp_comalloc' takes at most 6 coextents (a coarray pointer has at most 7 codimensions)
  ok = xmp_comalloc(64, 2, 2, 2, 2, 2, 2, 2);
  // CHECK-DAG: comalloc_errors.c:[[@LINE+1]]:25: error: a coextent of 'xmp_comalloc' must be an integer
  ok = xmp_comalloc(64, 2.5);
  // CHECK-DAG: comalloc_errors.c:[[@LINE+1]]:14: error: the argument of 'xmp_cofree' must be a pointer
  xmp_cofree(3);
  // CHECK-DAG: comalloc_errors.c:[[@LINE+1]]:3: error: a section along a pointer's own dimension needs a length, as in 'w[lo:len]' or 'w[lo:len:step]'
  ok[1:]:[1] = 0.0;
  // CHECK-DAG: comalloc_errors.c:[[@LINE+1]]:16: error: a section along a pointer's own dimension needs a length
  cl[0][0:2] = w3[:][0:2]:[1];
  // CHECK-DAG: comalloc_errors.c:[[@LINE+1]]:3: error: a section along a pointer's own dimension needs a length
  lp[1:][:] = cl[0:1][:] * 2.0;
  // CHECK-DAG: comalloc_errors.c:[[@LINE+1]]:15: error: a coindexed object must be a coarray
  double *q = ok:[1];
  return (int)*q;
}
