// reduction construct: every kind it allows, on with '*' subscripts, async, acc.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#pragma xmp nodes gn[4][4]

void combine(void) {
  double rowsum = 0, s = 0;
  int f = 1, b = 0;
#pragma xmp reduction (+:rowsum) on gn[*][:]
// CHECK: XmpReduction + vars=(rowsum) on=gn[*][:] (bracket){{$}}
#pragma xmp reduction (*:s)
// CHECK: XmpReduction * vars=(s){{$}}
#pragma xmp reduction (&:b) async(1)
// CHECK: XmpReduction & vars=(b) async=1{{$}}
#pragma xmp reduction (|:b)
// CHECK: XmpReduction | vars=(b){{$}}
#pragma xmp reduction (^:b)
// CHECK: XmpReduction ^ vars=(b){{$}}
#pragma xmp reduction (&&:f)
// CHECK: XmpReduction && vars=(f){{$}}
#pragma xmp reduction (||:f)
// CHECK: XmpReduction || vars=(f){{$}}
#pragma xmp reduction (max:s, rowsum) on gn(1:2, 1:4) acc
// CHECK: XmpReduction max vars=(s, rowsum) on=gn(1:2, 1:4) (paren) acc{{$}}
#pragma xmp reduction (min:s)
// CHECK: XmpReduction min vars=(s){{$}}
}
