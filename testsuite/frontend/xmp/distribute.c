// distribute directive: every dist-format in both notations.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

int m[4];
#pragma xmp nodes p[4]
#pragma xmp nodes pr[2][3]
#pragma xmp template t1[64]
#pragma xmp template tv[40][90][7]
#pragma xmp distribute t1[block] onto p
// CHECK: XmpDistribute t1 [block] (bracket) onto=p
#pragma xmp distribute tv[cyclic(4)][block][*] onto pr
// CHECK: XmpDistribute tv [cyclic(4)][block][*] (bracket) onto=pr
#pragma xmp distribute t2[block(16)] onto p
// CHECK: XmpDistribute t2 [block(16)] (bracket) onto=p
#pragma xmp distribute t3[cyclic] onto p
// CHECK: XmpDistribute t3 [cyclic] (bracket) onto=p
#pragma xmp distribute t4[gblock(m)] onto p
// CHECK: XmpDistribute t4 [gblock(m)] (bracket) onto=p
#pragma xmp distribute t5[gblock(*)] onto p
// CHECK: XmpDistribute t5 [gblock(*)] (bracket) onto=p
#pragma xmp distribute tt(block, cyclic(2), *) onto pr
// CHECK: XmpDistribute tt (block, cyclic(2), *) (paren) onto=pr
