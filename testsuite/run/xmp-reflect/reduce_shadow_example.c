// The worked example of reference 7.2 (3 nodes, int c[9] block, shadow c[1], c[k] = 10*k,
// reflect then reduce_shadow), without and with /periodic/, exact values; XMP_STATS counts
// one reduce_shadow execution per node and its strip transfers (node 1: one per neighbour and construct; nodes 0 and 2: one, and two with /periodic/).
// RUN: %xmpcc %s -o %t
// RUN: %xmprun -n 3 %t | FileCheck %s
// RUN: env XMP_STATS=1 %xmprun -n 3 %t 2>&1 | FileCheck %s --check-prefix=STATS
// CHECK: plain: 0 10 40 60 40 100 120 70 80
// CHECK: periodic: 0 10 40 60 40 100 120 70 160
// STATS: xmp: node 0: stats: {{.*}} reduce_shadow_execs=2 reduce_shadow_transfers=3{{( |$)}}
// STATS: xmp: node 1: stats: {{.*}} reduce_shadow_execs=2 reduce_shadow_transfers=4{{( |$)}}
// STATS: xmp: node 2: stats: {{.*}} reduce_shadow_execs=2 reduce_shadow_transfers=3{{( |$)}}
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[3]
#pragma xmp template t[9]
#pragma xmp distribute t[block] onto p
int c[9];
#pragma xmp align c[i] with t[i]
#pragma xmp shadow c[1]
int g[9];

static void show(const char *what) {
#pragma xmp loop (k) on t[k]
  for (int k = 0; k < 9; k++) g[k] = c[k];
#pragma xmp reduction (+:g)
  if (xmp_node_num() == 1) {
    printf("%s:", what);
    for (int k = 0; k < 9; k++) printf(" %d", g[k]);
    printf("\n");
  }
  for (int k = 0; k < 9; k++) g[k] = 0;
}

int main(void) {
#pragma xmp loop (k) on t[k]
  for (int k = 0; k < 9; k++) c[k] = 10 * k;
#pragma xmp reflect (c)
#pragma xmp reduce_shadow (c)
  show("plain");
#pragma xmp loop (k) on t[k]
  for (int k = 0; k < 9; k++) c[k] = 10 * k;
#pragma xmp reflect (c) width(/periodic/1)
#pragma xmp reduce_shadow (c) width(/periodic/1)
  show("periodic");
  return 0;
}
