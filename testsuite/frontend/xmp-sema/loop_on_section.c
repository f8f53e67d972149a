// Sema of a section (triplet with bounds) in a loop's on clause: a step that is not positive,
// and what is not supported yet on a template whose extents come from template_fix.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#include <xmp.h>
#pragma xmp nodes q[2][2]
#pragma xmp template t2[8][8]
#pragma xmp distribute t2[block][block] onto q
#pragma xmp template tu[:][:]
#pragma xmp distribute tu[block][block] onto q
int main(void) {
  int i, n = 8, s = 0;
#pragma xmp template_fix tu[n][n]
// CHECK: {{.*}}loop_on_section.c:[[@LINE+1]]:28: error: the step of a template triplet must be positive
#pragma xmp loop (i) on t2[0:2:0][i]
  for (i = 0; i < 8; i++) s++;
// CHECK: {{.*}}loop_on_section.c:[[@LINE+1]]:28: error: XMP feature 'loop on-clause triplet with an omitted bound on a template fixed at run time' is not supported yet
#pragma xmp loop (i) on tu[2:][i]
  for (i = 0; i < 8; i++) s++;
// CHECK: {{.*}}loop_on_section.c:[[@LINE+1]]:1: error: XMP feature 'loop on-clause triplet on a template fixed at run time, with a body that uses the executing node set' is not supported yet
#pragma xmp loop (i) on tu[2:3][i]
  for (i = 0; i < 8; i++) s += xmp_num_nodes();
  return s;
}
