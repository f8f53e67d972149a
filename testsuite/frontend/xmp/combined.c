// The combined declarative directive 'attr, attr :: decls' with parenthesised (1.4 grammar)
// and bracketed (recommended C) attribute lists.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#pragma xmp nodes :: nd[4], n2(2, *)
// CHECK: XmpCombined
// CHECK-NEXT: Attr nodes
// CHECK-NEXT: NodesDecl nd [4] (bracket)
// CHECK-NEXT: NodesDecl n2 (2, *) (paren)
#pragma xmp template, distribute(block) onto nd :: t1[64], t2[128]
// CHECK: XmpCombined
// CHECK-NEXT: Attr template
// CHECK-NEXT: Attr distribute (block) (paren) onto=nd
// CHECK-NEXT: TemplateDecl t1 [64] (bracket)
// CHECK-NEXT: TemplateDecl t2 [128] (bracket)
#pragma xmp template, distribute[block][*] onto nd :: t3[8][8]
// CHECK: Attr distribute [block][*] (bracket) onto=nd
// CHECK-NEXT: TemplateDecl t3 [8][8] (bracket)
double u[64], v[64];
#pragma xmp align(i) with t1(i), shadow(1) :: u, v
// CHECK: XmpCombined
// CHECK-NEXT: Attr align (i) (paren) with t1 (i) (paren)
// CHECK-NEXT: Attr shadow (1) (paren)
// CHECK-NEXT: Array u
// CHECK-NEXT: Array v
double w[8][8];
#pragma xmp align[i][*] with t3[i][*], shadow[1][0] :: w
// CHECK: XmpCombined
// CHECK-NEXT: Attr align [i][*] (bracket) with t3 [i][*] (bracket)
// CHECK-NEXT: Attr shadow [1][0] (bracket)
// CHECK-NEXT: Array w
