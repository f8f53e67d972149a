// Shapes known only at run time that do not conform are runtime errors naming the line; so
// are index values outside the array and a pack result shorter than the selection.
// RUN: %xmpcc %s -o %t
// RUN: not %xmprun -n 2 %t sort 2>&1 | FileCheck %s --check-prefix=SORT
// RUN: not %xmprun -n 3 %t index 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: not %xmprun -n 2 %t pack 2>&1 | FileCheck %s --check-prefix=PACK
// RUN: not %xmprun -n 2 %t transpose 2>&1 | FileCheck %s --check-prefix=TRANSPOSE
#include <string.h>
#include <xmp.h>

#pragma xmp nodes p[*]
#pragma xmp template t[10]
#pragma xmp distribute t[block] onto p
double a[10], b[10];
int ix[10];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp align ix[i] with t[i]
double m[6][6], lm[6][6];

int main(int argc, char **argv) {
  int n = argc > 5 ? 10 : 7; /* 7, not known at compile time */
  const char *w = argc > 1 ? argv[1] : "";
  if (!strcmp(w, "sort")) {
    // SORT: xmp: node {{[0-9]}}: error: xmp_sort_up: the arrays have 7 and 10 elements {{.*}}at {{.*}}runtime_errors.c:[[@LINE+1]]
    xmp_sort_up(a[0:n], b[:]);
  }
  if (!strcmp(w, "index")) {
#pragma xmp gmove
    ix[:] = 12;
    // INDEX: xmp: node {{[0-9]}}: error: xmp_gather: index 12 in dimension 1 is outside 0..9 {{.*}}at {{.*}}runtime_errors.c:[[@LINE+1]]
    xmp_gather(a[:], b[:], ix[:]);
  }
  if (!strcmp(w, "pack")) {
    // PACK: xmp: node {{[0-9]}}: error: xmp_pack: 10 elements are selected but the result has only 7 {{.*}}at {{.*}}runtime_errors.c:[[@LINE+1]]
    xmp_pack(a[0:n], b[:]);
  }
  if (!strcmp(w, "transpose")) {
    // TRANSPOSE: xmp: node {{[0-9]}}: error: xmp_transpose: x is 6 x 7 but a is 6 x 6 {{.*}}at {{.*}}runtime_errors.c:[[@LINE+1]]
    xmp_transpose(lm[:][0:n], m[:][:], 0);
  }
  return 0;
}
