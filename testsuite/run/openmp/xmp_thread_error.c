// XMP constructs executed inside a parallel region where the compiler cannot see it (in a
// function the region calls): thread 0 (the node's initial thread) and any thread inside
// `single` or `critical` may run them; another thread ends the job, naming itself and the
// construct's line, with status 1 on both transports, and no process of the job is left
// running. `timeout` only turns a hang into a failure.
// omp-diff: skip (an XMP program: clang-22 has no xmp.h)
// RUN: %xmpcc -O1 -fopenmp %s -o %t
// RUN: env OMP_WAIT_POLICY=passive timeout 60 %xmprun -n 2 %t ok | FileCheck %s --check-prefix=OK
// RUN: env OMP_WAIT_POLICY=passive timeout 60 %xmprun -n 1 %t ok | FileCheck %s --check-prefix=OK1
// RUN: env OMP_WAIT_POLICY=passive sh -c 'timeout 60 %xmprun -n 2 %t bad; echo status=$?' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: env OMP_WAIT_POLICY=passive sh -c 'timeout 60 %xmprun -n 1 %t bad; echo status=$?' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: env OMP_WAIT_POLICY=passive sh -c 'timeout 60 %xmprun -n 2 %t sync; echo status=$?' 2>&1 | FileCheck %s --check-prefix=SYNC
// No node of the failed jobs is left running:
// RUN: not pgrep -f %t
// OK: halo 1 1 sum 4 critical by thread 1
// OK1: halo 1 1 sum 2 critical by thread 1
// BAD: xmp: node {{[01]}}: XMP construct executed by thread 1 of a parallel region at {{.*}}xmp_thread_error.c:[[@LINE+20]]{{$}}
// BAD-NOT: {{^}}reached
// BAD: status=1
// SYNC: xmp: node {{[01]}}: XMP construct executed by thread 1 of a parallel region{{$}}
// SYNC: status=1
#include <omp.h>
#include <stdio.h>
#include <string.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
int a[16];
#pragma xmp align a[i] with t[i]
#pragma xmp shadow a[1]

static void halo(void) {
#pragma xmp loop on t[i]
  for (int i = 0; i < 16; i++)
    a[i] = i;
#pragma xmp reflect (a)
}

static int total(int v) {
#pragma xmp reduction(+: v)
  return v;
}

// A shadow element on each side of the node's block has its neighbour's value (1: yes).
static int halo_ok(void) {
  int ok = 1, n = xmp_num_nodes(), me = xmpc_node_num(), w = 16 / n;
  if (me > 0)
    ok &= a[me * w - 1] == me * w - 1;
  if (me < n - 1)
    ok &= a[me * w + w] == me * w + w;
  return total(ok) == n;
}

int main(int argc, char **argv) {
  int bad = argc > 1 && !strcmp(argv[1], "bad"), sync = argc > 1 && !strcmp(argv[1], "sync");
  int single_ok = 0, master_ok = 0, sum = 0, by = -1;
#pragma omp parallel num_threads(2)
  {
#pragma omp single
    {
      halo();
      single_ok = halo_ok();
    }
    if (omp_get_thread_num() == 1) {
#pragma omp critical
      {
        sum = total(2);
        by = omp_get_thread_num();
      }
      if (bad)
        halo();
      if (sync)
        xmp_sync_all(NULL);
    }
#pragma omp barrier
#pragma omp master
    {
      halo();
      master_ok = halo_ok();
    }
  }
  if (bad || sync)
    printf("reached\n");
  if (xmpc_node_num() == 0)
    printf("halo %d %d sum %d critical by thread %d\n", single_ok, master_ok, sum, by);
  return 0;
}
