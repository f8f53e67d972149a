// barrier: plain, on node/template references, acc.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#pragma xmp nodes p[4]
#pragma xmp template t[16]

void sync(void) {
#pragma xmp barrier
// CHECK: XmpBarrier{{$}}
#pragma xmp barrier on p[0:2]
// CHECK: XmpBarrier on=p[0:2] (bracket){{$}}
#pragma xmp barrier on t
// CHECK: XmpBarrier on=t{{$}}
#pragma xmp barrier acc
// CHECK: XmpBarrier acc{{$}}
}
