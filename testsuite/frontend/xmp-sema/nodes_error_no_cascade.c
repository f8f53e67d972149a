// One wrong nodes declaration gives one error: the node array is still declared (with one
// node in the wrong dimension), so the template, align, shadow, loop and reflect directives
// that build on it report nothing more.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: {{.*}}nodes_error_no_cascade.c:[[@LINE+1]]:21: error: '*' is allowed only as the last extent of a nodes declaration
#pragma xmp nodes p(*,2)
#pragma xmp template t(0:63, 0:63)
#pragma xmp distribute t(block, block) onto p
double u[64][64], uu[64][64];
#pragma xmp align u[j][i] with t(i,j)
#pragma xmp align uu[j][i] with t(i,j)
#pragma xmp shadow uu[1:1][1:1]
// CHECK: {{.*}}nodes_error_no_cascade.c:[[@LINE+1]]:21: error: nodes extent must be positive, not 0
#pragma xmp nodes q[0]
#pragma xmp template tq[8]
#pragma xmp distribute tq[block] onto q
int main(void) {
  int i, j;
#pragma xmp loop (i,j) on t(i,j)
  for (j = 1; j < 63; j++)
    for (i = 1; i < 63; i++) uu[j][i] = u[j][i];
#pragma xmp reflect (uu)
#pragma xmp loop on tq[i]
  for (i = 0; i < 8; i++) ;
  return 0;
}
