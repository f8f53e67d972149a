// An aligned member of an external structure, defined in one unit and declared `extern` in
// another that aligns it alike: both units address one global array (its storage and
// shadow), also when the units are compiled separately.
// RUN: %xmpcc -O2 %s %S/Inputs/struct_member_peer.c -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmpcc -c %s -o %t.main.o
// RUN: %xmpcc -c %S/Inputs/struct_member_peer.c -o %t.peer.o
// RUN: %xmpcc %t.main.o %t.peer.o -o %t.2
// RUN: %xmprun -n 3 %t.2 | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include "Inputs/struct_member.h"

struct S s;

int main(void) {
#pragma xmp loop on t[i]
  for (int i = 0; i < 16; i++)
    s.a[i] = i;
#pragma xmp reflect (s.a)
  double x = peer_total();
  double w = 0;
  for (int i = 1; i < 15; i++)
    w += 2 * i;
  if (xmpc_node_num() == 0)
    printf("%s %g\n", x == w ? "PASS" : "ERROR", x);
  return x != w;
}
