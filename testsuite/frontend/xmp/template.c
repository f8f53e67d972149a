// template directive: bracket extents, ':' (unfixed), and the legacy parenthesis form with
// 'lower:upper' and default-lower-bound specs.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#pragma xmp template t[100]
// CHECK: XmpTemplate
// CHECK-NEXT: TemplateDecl t [100] (bracket)
#pragma xmp template tq[16][2 * 8], tz[:]
// CHECK: XmpTemplate
// CHECK-NEXT: TemplateDecl tq [16][2 * 8] (bracket)
// CHECK-NEXT: TemplateDecl tz [:] (bracket)
#pragma xmp template tm[:][100]
// CHECK: TemplateDecl tm [:][100] (bracket)
#pragma xmp template tt(0:99, 0:49)
// CHECK: TemplateDecl tt (0:99, 0:49) (paren)
#pragma xmp template tf(100, :)
// CHECK: TemplateDecl tf (100, :) (paren)

int main(void) {
  int n = 10;
#pragma xmp template tl[n + 1]
// CHECK: TemplateDecl tl [n + 1] (bracket)
  return 0;
}
