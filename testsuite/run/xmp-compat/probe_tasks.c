// Nested tasks, tasks on template sections, tasks, task on a 2-D node section (also nocomm), bcast from/on, loop inside a task.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=ERROR %}
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 16
#pragma xmp nodes p(8)
#pragma xmp nodes q(2,4)
#pragma xmp template t(0:N-1)
#pragma xmp distribute t(block) onto p
int a[N];
#pragma xmp align a[i] with t(i)
int result = 0;
int main(void) {
  int me = xmp_node_num();
  int cnt = 0;
#pragma xmp task on p(2:5)
  {
    if (xmp_num_nodes() != 4) result = -1;
    if (xmp_node_num() != me - 1) result = -2;
    int s = 1;
#pragma xmp reduction(+:s)
    if (s != 4) result = -3;
#pragma xmp task on p(3:4)
    {
      if (xmp_num_nodes() != 2) result = -4;
      if (xmp_node_num() != me - 2) result = -5;
      int z = me;
#pragma xmp bcast (z) from p(4)
      if (z != 4) result = -6;
    }
  }
#pragma xmp task on t(4:7)
  {
    if (xmp_num_nodes() != 2 || !(me == 3 || me == 4)) result = -7;
  }
#pragma xmp tasks
  {
#pragma xmp task on p(1)
    cnt = 1;
#pragma xmp task on p(2:8)
    cnt = 2;
  }
  if (cnt != (me == 1 ? 1 : 2)) result = -8;
#pragma xmp task on q(2,:)
  {
    if (xmp_num_nodes() != 4) result = -9;
    int r = 1;
#pragma xmp reduction(+:r)
    if (r != 4) result = -10;
  }
#pragma xmp task on q(:,3) nocomm
  {
    if (xmp_num_nodes() != 2) result = -11;
  }
  int b = me * 10;
#pragma xmp bcast (b) from q(2,3) on q(:,:)
  if (b != 60) result = -12;
  int c = me;
#pragma xmp bcast (c) from p(3) on p(3:6)
  if (me >= 3 && me <= 6 && c != 3) result = -13;
  if ((me < 3 || me > 6) && c != me) result = -14;
  int d = me;
#pragma xmp bcast (d)
  if (d != 1) result = -15;
#pragma xmp loop (i) on t(i)
  for (int i = 0; i < N; i++) a[i] = i;
#pragma xmp task on t(0:7)
  {
    int s = 0;
#pragma xmp loop (i) on t(i) reduction(+:s)
    for (int i = 0; i < 8; i++) s += a[i];
    if (s != 28) result = -16;
  }
#pragma xmp reduction(min:result)
#pragma xmp task on p(1)
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
