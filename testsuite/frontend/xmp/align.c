// align directive: dummies with offsets, '*' (collapse / replicate), ':' and the
// parenthesis form of the template side (kept in written order).
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#define OFF 2
double x[62];
#pragma xmp align x[i] with tk[i+2]
// CHECK: XmpAlign x [i] (bracket) with tk [i + 2] (bracket)
double y[62];
#pragma xmp align y[i] with tk[i - 1]
// CHECK: XmpAlign y [i] (bracket) with tk [i - 1] (bracket)
double z[62];
#pragma xmp align z[i] with tk[i + OFF]
// CHECK: XmpAlign z [i] (bracket) with tk [i + 2] (bracket)
double m[16][16][3];
#pragma xmp align m[i][j][*] with tq[i][j]
// CHECK: XmpAlign m [i][j][*] (bracket) with tq [i][j] (bracket)
double row[16];
#pragma xmp align row[j] with tq[*][j]
// CHECK: XmpAlign row [j] (bracket) with tq [*][j] (bracket)
float h[16][16];
#pragma xmp align h[:][:] with tq[:][:]
// CHECK: XmpAlign h [:][:] (bracket) with tq [:][:] (bracket)
double g[50][100];
#pragma xmp align g[r][c] with tt(c, r)
// CHECK: XmpAlign g [r][c] (bracket) with tt (c, r) (paren)
