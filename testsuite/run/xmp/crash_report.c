// A node that dies by a fatal signal names the signal, the source line and the function from
// its own debug information (`-g`), after flushing its C streams: the lines it printed before
// the crash reach a piped stdout. Without -g the signal and the function are still named;
// XMP_BACKTRACE=1 adds the frames down to main; without a symbolizer (XMP_SYMBOLIZER empty),
// or with one that never answers (the report waits 5 s at most), the address is named; the
// job ends with a nonzero status (128+11 on shm).
// RUN: %xmpcc -g %s -o %t
// RUN: not %xmprun -n 2 %t > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT --input-file %t.out
// RUN: FileCheck %s --check-prefix=ERR --input-file %t.err
// RUN: env XMP_BACKTRACE=1 not %xmprun -n 2 %t 2>&1 >/dev/null | FileCheck %s --check-prefix=BT
// RUN: %xmpcc -O2 %s -o %t.nog
// RUN: not %xmprun -n 2 %t.nog 2>&1 | FileCheck %s --check-prefix=NOG
// RUN: env XMP_SYMBOLIZER= not %xmprun -n 2 %t 2>&1 >/dev/null | FileCheck %s --check-prefix=BARE
// RUN: env XMP_SYMBOLIZER=%S/Inputs/silent_symbolizer.sh not %xmprun -n 2 %t 2>&1 >/dev/null | FileCheck %s --check-prefix=BARE
// RUN: %if !transport-mpi %{ sh -c '"$0" -n 2 "$1" >/dev/null 2>&1; echo "status $?"' %xmprun %t | FileCheck %s --check-prefix=STATUS %}
// OUT-DAG: node 0: before 1
// OUT-DAG: node 0: before 2
// OUT-DAG: node 1: before 1
// OUT-DAG: node 1: before 2
// OUT-NOT: after
// ERR: xmp: node 1: SIGSEGV at {{.*}}crash_report.c:[[@LINE+18]] in poke
// ERR-NOT: killed by
// BT: xmp: node 1: SIGSEGV at {{.*}}crash_report.c:[[@LINE+16]] in poke
// BT-NEXT: backtrace:
// BT-NEXT: #0 0x{{[0-9a-f]+}} in poke at {{.*}}crash_report.c:[[@LINE+14]]
// BT-NEXT: #1 0x{{[0-9a-f]+}} in main at {{.*}}crash_report.c:[[@LINE+21]]
// NOG: xmp: node 1: SIGSEGV{{( in poke| at 0x[0-9a-f]+)}}
// NOG-NOT: after
// STATUS: status 139
// BARE: xmp: node 1: SIGSEGV at 0x{{[0-9a-f]+$}}
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[2]

int *volatile target;

__attribute__((noinline)) void poke(int v) {
  *target = v;
}

int main(void) {
  int me = xmpc_node_num();
  printf("node %d: before 1\n", me);
  printf("node %d: before 2\n", me);
  if (me == 1)
    poke(me);
#pragma xmp barrier
  printf("node %d: after\n", me);
  return 0;
}
