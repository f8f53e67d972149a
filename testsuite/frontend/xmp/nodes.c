// nodes directive: bracket form (1.4), '*' extents, '= nodes-ref' (incl. '= *'), and the
// legacy parenthesis form; subscripts are kept as written with their form.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#pragma xmp nodes all[16]
// CHECK: XmpNodes
// CHECK-NEXT: NodesDecl all [16] (bracket)
#pragma xmp nodes grid[*][4], upper[8] = all[8:8]
// CHECK: XmpNodes
// CHECK-NEXT: NodesDecl grid [*][4] (bracket)
// CHECK-NEXT: NodesDecl upper [8] (bracket) = all[8:8] (bracket)
#pragma xmp nodes sub[2][2] = grid[1:2][2:2]
// CHECK: NodesDecl sub [2][2] (bracket) = grid[1:2][2:2] (bracket)
#pragma xmp nodes row[4] = grid[:][*]
// CHECK: NodesDecl row [4] (bracket) = grid[:][*] (bracket)
#pragma xmp nodes pp(3, 2)
// CHECK: NodesDecl pp (3, 2) (paren)
#pragma xmp nodes pd(4, *)
// CHECK: NodesDecl pd (4, *) (paren)
#pragma xmp nodes q(4) = all(5:8)
// CHECK: NodesDecl q (4) (paren) = all(5:8) (paren)
#pragma xmp nodes whole[16] = all
// CHECK: NodesDecl whole [16] (bracket) = all{{$}}

void worker(void) {
#pragma xmp nodes me[*] = *
// CHECK: NodesDecl me [*] (bracket) = *{{$}}
}
