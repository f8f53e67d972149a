// A nodes declaration that does not fit the launched node count is a clear start-up error
// UNSUPPORTED: transport-mpi
// naming the source location; a block-scope one is checked where it is reached.
// RUN: %xmpcc %s -o %t
// RUN: not %xmprun -n 2 %t 2>&1 | FileCheck %s --check-prefix=START
// RUN: %if !transport-mpi %{ not %xmprun -n 5 %t 2>&1 | FileCheck %s --check-prefix=START5 %}
// START: xmp: node 0: error: the program's nodes directive needs 4 nodes but the job has 2
// START5: error: {{.*}}needs 4 nodes but the job has 5
// START-NOT: reached
// RUN: %xmpcc -DINNER %s -o %t.inner
// RUN: not %xmprun -n 2 %t.inner 2>&1 | FileCheck %s --check-prefix=INNER
#include <stdio.h>
#include <xmp.h>

#ifndef INNER
#pragma xmp nodes p[2][2]
#endif

int main(void) {
  printf("reached\n");
#ifdef INNER
  {
// Every node reaches the declaration and fails; whichever reports first ends the job.
// INNER: xmp: node {{[01]}}: error: the nodes declaration needs 3 nodes but the job has 2{{.*}} at {{.*}}startup_mismatch.c:[[@LINE+1]]
#pragma xmp nodes q[3]
  }
#endif
  return 0;
}
