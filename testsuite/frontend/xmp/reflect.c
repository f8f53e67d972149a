// reflect: width list with /periodic/ and lo:hi, orthogonal, async, acc.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

double fld[128][128], g[128][128];

void step(int id) {
#pragma xmp reflect (fld)
// CHECK: XmpReflect arrays=(fld){{$}}
#pragma xmp reflect (fld, g) width(/periodic/1, 1) orthogonal
// CHECK: XmpReflect arrays=(fld, g) width=(/periodic/1, 1) orthogonal{{$}}
#pragma xmp reflect (fld) width(/periodic/1:1, 0:2) async(id)
// CHECK: XmpReflect arrays=(fld) width=(/periodic/1:1, 0:2) async=id{{$}}
#pragma xmp reflect (g) async(7) acc
// CHECK: XmpReflect arrays=(g) async=7 acc{{$}}
}
