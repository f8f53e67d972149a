// Sema of the loop construct: unknown template, indices missing from the on clause, for
// statements not in canonical form, jumps out of the body (`continue` is not one), and
// features not supported yet.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#pragma xmp nodes p[4]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
#pragma xmp template u[16]
double a[16], b[4][4];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i][*] with t[i]
#pragma xmp nodes q[2][2] = p
#pragma xmp template t2[8][8]
#pragma xmp distribute t2[block][block] onto q
int main(void) {
  int i, j, s = 0;
// CHECK: {{.*}}loop.c:[[@LINE+1]]:21: error: use of undeclared template 'nosuch'
#pragma xmp loop on nosuch[i]
  for (i = 0; i < 16; i++) ;
// CHECK: {{.*}}loop.c:[[@LINE+1]]:22: error: loop index 'j' is not used in the on clause of the loop
#pragma xmp loop (i, j) on t[i]
  for (i = 0; i < 16; i++) ;
// CHECK: {{.*}}loop.c:[[@LINE+1]]:21: error: loop on template 'u' before it is distributed
#pragma xmp loop on u[i]
  for (i = 0; i < 16; i++) ;
// CHECK: {{.*}}loop.c:[[@LINE+2]]:3: error: XMP feature 'loop over a for statement not in canonical form (condition)' is not supported yet
#pragma xmp loop on t[i]
  for (i = 0; i != 16; i++) ;
// CHECK: {{.*}}loop.c:[[@LINE+2]]:3: error: XMP feature 'loop over a for statement not in canonical form (step)' is not supported yet
#pragma xmp loop on t[i]
  for (i = 0; i < 16; i *= 2) ;
// CHECK: {{.*}}loop.c:[[@LINE+2]]:3: error: the loop variable 'j' is not an index of '#pragma xmp loop'
#pragma xmp loop on t[i]
  for (j = 0; j < 16; j++) ;
// CHECK: {{.*}}loop.c:[[@LINE+2]]:3: error: expected a 'for' statement for loop index 1 of '#pragma xmp loop'
#pragma xmp loop on t[i]
  while (i) ;
// A break leaves the node's own iterations (run/xmp-compat/loop_break.c), but not yet of a
// loop run in pieces.
// CHECK: {{.*}}loop.c:[[@LINE+2]]:53: error: XMP feature 'break out of a loop with expand, margin or peel_and_wait' is not supported yet
#pragma xmp loop on t2[i][j] margin(1, 1)
  for (i = 0; i < 8; i++) for (j = 0; j < 8; j++) { break; }
// CHECK: {{.*}}loop.c:[[@LINE+3]]:30: error: jumping out of the body of an XMP loop is not supported
// CHECK: {{.*}}loop.c:[[@LINE+1]]:1: note: the loop construct is here
#pragma xmp loop on t[i]
  for (i = 0; i < 16; i++) { goto out; }
out:
// A switch captures `break` (and its case labels are inside the body); `continue` ends the
// iteration (run/xmp-gv/loop_continue.c), `return` leaves the construct.
// CHECK: {{.*}}loop.c:[[@LINE+2]]:74: error: jumping out of the body of an XMP loop is not supported
#pragma xmp loop on t[i]
  for (i = 0; i < 16; i++) { switch (i) { case 1: s++; continue; case 2: return 1; default: break; } }
// CHECK: {{.*}}loop.c:[[@LINE+1]]:21: error: XMP feature 'loop on a node array with reduction, expand, margin or peel_and_wait' is not supported yet
#pragma xmp loop on p[i] reduction(+: s)
  for (i = 0; i < 4; i++) ;
// CHECK: {{.*}}loop.c:[[@LINE+1]]:21: error: the loop indices of a loop on a node array must be controlled by its 'for' statements
#pragma xmp loop on p[j]
  for (i = 0; i < 4; i++) ;
// CHECK: {{.*}}loop.c:[[@LINE+1]]:50: error: use of undeclared identifier 'nosuch'
#pragma xmp loop on t[i] reduction(firstmax: s / nosuch /)
  for (i = 0; i < 16; i++) ;
// CHECK: {{.*}}loop.c:[[@LINE+1]]:26: error: expand gives 2 widths for template 't' of rank 1
#pragma xmp loop on t[i] expand(1, 1)
  for (i = 0; i < 16; i++) ;
// CHECK: {{.*}}loop.c:[[@LINE+2]]:36: error: XMP feature 'use of global array 'b' other than a fully subscripted element' is not supported yet
#pragma xmp loop on t[i]
  for (i = 0; i < 16; i++) { s += &b == 0; }
// CHECK: {{.*}}loop.c:[[@LINE+1]]:23: error: XMP feature 'loop on-clause subscript other than index [+|- offset without loop indices] or an expression without loop indices' is not supported yet
#pragma xmp loop on t[2 * i]
  for (i = 0; i < 16; i++) ;
  return s;
}
