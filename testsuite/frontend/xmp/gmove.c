// gmove: collective, in, out, async, acc, acc(var).
// RUN: %xmpcc -ast-dump %s | FileCheck %s

double A[64][64], B[64][64], col[64];

void move(void) {
#pragma xmp gmove
  B[0:64][0:64] = A[0:64][0:64];
// CHECK: XmpGmove mode=collective{{$}}
#pragma xmp gmove in
  col[:] = A[:][5];
// CHECK: XmpGmove mode=in{{$}}
#pragma xmp gmove out async(4)
  A[10][:] = col[:];
// CHECK: XmpGmove mode=out async=4{{$}}
#pragma xmp gmove acc
  B[0:64][0:64] = A[0:64][0:64];
// CHECK: XmpGmove mode=collective acc{{$}}
#pragma xmp gmove in acc(col)
  col[:] = A[:][5];
// CHECK: XmpGmove mode=in acc(col){{$}}
}
