// XMP_CHECK=1 compares the global-view collectives too: node 0 in a barrier while node 1 is in
// a reflect, reflect_do, reduce_shadow, gmove, transformational procedure or xmp_exit.
// RUN: %xmpcc -O2 %s -o %t
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t reflect | FileCheck %s --check-prefix=REFLECT --implicit-check-not=mismatch --implicit-check-not=done
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t reflect_do | FileCheck %s --check-prefix=RDO --implicit-check-not=mismatch --implicit-check-not=done
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t reduce_shadow | FileCheck %s --check-prefix=RS --implicit-check-not=mismatch --implicit-check-not=done
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t gmove | FileCheck %s --check-prefix=GMOVE --implicit-check-not=mismatch --implicit-check-not=done
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t sort | FileCheck %s --check-prefix=SORT --implicit-check-not=mismatch --implicit-check-not=done
// RUN: env XMP_CHECK=1 %python %S/Inputs/status.py timeout 60 %xmprun -n 2 %t exit | FileCheck %s --check-prefix=EXIT --implicit-check-not=mismatch --implicit-check-not=done
#include <stdio.h>
#include <string.h>
#include <xmp.h>

#define N 16
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double u[N], v[N];
#pragma xmp align u[i] with t[i]
#pragma xmp align v[i] with t[i]
#pragma xmp shadow u[1]

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "";
  int me = xmpc_node_num();
  double loc[N];
  if (me == 0) {
    // BARRIER: the line every report names first.
#pragma xmp barrier
  } else if (!strcmp(m, "reflect")) {
    // REFLECT: xmp: collective mismatch: node 0 in barrier at {{.*}}kinds.c:[[#@LINE-2]], node 1 in reflect at {{.*}}kinds.c:[[#@LINE+1]]
#pragma xmp reflect (u)
  } else if (!strcmp(m, "reflect_do")) {
#pragma xmp reflect_init (u)
    // RDO: xmp: collective mismatch: node 0 in barrier at {{.*}}kinds.c:[[#@LINE-6]], node 1 in reflect_do at {{.*}}kinds.c:[[#@LINE+1]]
#pragma xmp reflect_do (u)
  } else if (!strcmp(m, "reduce_shadow")) {
    // RS: xmp: collective mismatch: node 0 in barrier at {{.*}}kinds.c:[[#@LINE-9]], node 1 in reduce_shadow at {{.*}}kinds.c:[[#@LINE+1]]
#pragma xmp reduce_shadow (u)
  } else if (!strcmp(m, "gmove")) {
    // GMOVE: xmp: collective mismatch: node 0 in barrier at {{.*}}kinds.c:[[#@LINE-12]], node 1 in gmove at {{.*}}kinds.c:[[#@LINE+1]]
#pragma xmp gmove
    loc[0:N] = u[0:N];
  } else if (!strcmp(m, "sort")) {
    // SORT: xmp: collective mismatch: node 0 in barrier at {{.*}}kinds.c:[[#@LINE-16]], node 1 in xmp_sort_up at {{.*}}kinds.c:[[#@LINE+1]]
    xmp_sort_up(v[:], u[:]);
  } else if (!strcmp(m, "exit")) {
    // EXIT: xmp: collective mismatch: node 0 in barrier at {{.*}}kinds.c:[[#@LINE-19]], node 1 in xmp_exit{{$}}
    xmp_exit(0);
  }
  printf("done %d\n", me);
  return 0;
}
// REFLECT: exit status 1
// RDO: exit status 1
// RS: exit status 1
// GMOVE: exit status 1
// SORT: exit status 1
// EXIT: exit status 1
