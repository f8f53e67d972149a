// reflect_init / reflect_do (XcalableACC persistent reflect).
// RUN: %xmpcc -ast-dump %s | FileCheck %s

double u[64][64];

void run(int steps) {
#pragma xmp reflect_init (u) width(1, 1) orthogonal
// CHECK: XmpReflectInit arrays=(u) width=(1, 1) orthogonal{{$}}
  for (int k = 0; k < steps; k++) {
#pragma xmp reflect_do (u)
// CHECK: XmpReflectDo arrays=(u){{$}}
  }
#pragma xmp reflect_init (u) acc
// CHECK: XmpReflectInit arrays=(u) acc{{$}}
#pragma xmp reflect_do (u) acc
// CHECK: XmpReflectDo arrays=(u) acc{{$}}
}
