// shadow directive: widths 'n', 'lo:hi' and '*' in both notations.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

double phi[200][300];
#pragma xmp shadow phi[2:1][1]
// CHECK: XmpShadow phi [2:1][1] (bracket)
double u[10][10];
#pragma xmp shadow u[*][0]
// CHECK: XmpShadow u [*][0] (bracket)
double v[10][10][10];
#pragma xmp shadow v(1, 0:2, *)
// CHECK: XmpShadow v (1, 0:2, *) (paren)
