// Directive operands are macro-expanded; directives continue over backslash-newlines.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#define N 100
#define NPROCS 4
#define W 1
#pragma xmp nodes p[NPROCS]
// CHECK: NodesDecl p [4] (bracket)
#pragma xmp template t[N][N * 2]
// CHECK: TemplateDecl t [100][100 * 2] (bracket)
#pragma xmp distribute t[block] \
        [cyclic(W)] \
        onto p
// CHECK: XmpDistribute t [block][cyclic(1)] (bracket) onto=p
