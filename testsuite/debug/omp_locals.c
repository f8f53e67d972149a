// -g with OpenMP and an XMP loop reduction: `info locals` lists the user's variables of the
// frame that holds them, once, and no compiler temporaries (the XMP reduction's partial
// results, the OpenMP reduction's and firstprivate copies as separate objects). In an outlined
// parallel loop the thread's own `tot` (its reduction copy), `k` and `sq` are listed and a
// breakpoint on a line of the loop body is hit with that line; in a task its firstprivate
// `mine` and its own `tv`; in main each variable once (none of the regions' locals). At -O0
// and -O2.
// REQUIRES: gdb
// RUN: %xmpcc -g -O0 -fopenmp %s -o %t0
// RUN: %xmpcc -g -O2 -fopenmp %s -o %t2
// RUN: gdb -batch -nx -ex 'break omp_locals.c:56' -ex run -ex 'info locals' -ex 'delete' -ex 'break stop' -ex continue -ex up -ex 'info locals' -ex 'delete' -ex 'break omp_locals.c:67' -ex continue -ex 'info locals' -ex continue %t0 2>&1 | FileCheck %s
// RUN: gdb -batch -nx -ex 'break omp_locals.c:56' -ex run -ex 'info locals' -ex 'delete' -ex 'break stop' -ex continue -ex up -ex 'info locals' -ex 'delete' -ex 'break omp_locals.c:67' -ex continue -ex 'info locals' -ex continue %t2 2>&1 | FileCheck %s
// CHECK: hit Breakpoint 1, .omp_outlined.{{.*}} at {{.*}}omp_locals.c:56
// CHECK-NOT: {{^(\.|s =|n =|cnt =)}}
// CHECK-DAG: {{^}}tot =
// CHECK-DAG: {{^}}k =
// CHECK-DAG: {{^}}sq =
// CHECK-NOT: {{^(\.|s =|n =|cnt =)}}
// CHECK: hit Breakpoint 2, stop
// CHECK: .omp_task_entry.{{.*}} at {{.*}}omp_locals.c:65
// CHECK-NOT: {{^(\.|s =|n =|cnt =|tot =|sq =)}}
// CHECK-DAG: {{^}}tv =
// CHECK-DAG: {{^}}mine =
// CHECK-NOT: {{^(\.|s =|n =|cnt =|tot =|sq =)}}
// CHECK: hit Breakpoint 3, main () at {{.*}}omp_locals.c:67
// CHECK-NOT: {{^(\.|k =|sq =|mine =|tv =)}}
// CHECK-DAG: {{^}}s =
// CHECK-DAG: {{^}}m =
// CHECK-DAG: {{^}}tot =
// CHECK-DAG: {{^}}cnt =
// CHECK-NOT: {{^(\.|k =|sq =|mine =|tv =|tot =)}}
// CHECK: 120 15 328350 6

#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
double a[16];
#pragma xmp align a[i] with t[i]
static volatile int seen;
__attribute__((noinline)) static void stop(int k) { seen = k; }

int main(void) {
  double s = 0, m = 0;
#pragma xmp loop (i) on t[i] reduction(+:s) reduction(max:m)
  for (int i = 0; i < 16; i++) {
    a[i] = i;
    s += a[i];
    if (a[i] > m) m = a[i];
  }
  long tot = 0;
#pragma omp parallel for reduction(+:tot) num_threads(2)
  for (int k = 0; k < 100; k++) {
    int sq = k * k;
    tot += sq;
  }
  int cnt = 0;
#pragma omp parallel num_threads(2)
  {
    int mine = 3;
#pragma omp atomic
    cnt += mine;
#pragma omp task firstprivate(mine)
    { int tv = mine + 1; if (tv == 4) stop(tv); }
  }
  printf("%g %g %ld %d\n", s, m, tot, cnt);
  return 0;
}
