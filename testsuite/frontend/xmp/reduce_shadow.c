// reduce_shadow: width with /periodic/, orthogonal, async.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

int c[9];

void deposit(void) {
#pragma xmp reduce_shadow (c)
// CHECK: XmpReduceShadow arrays=(c){{$}}
#pragma xmp reduce_shadow (c) width(/periodic/1) orthogonal async(3)
// CHECK: XmpReduceShadow arrays=(c) width=(/periodic/1) orthogonal async=3{{$}}
}
