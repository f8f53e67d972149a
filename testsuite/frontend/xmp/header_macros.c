// Directive lines in included headers are macro-expanded with the macros defined at their point
// of inclusion, like those of the main file: nested includes (one through -I and <...>), a
// function-like macro and a macro defined in a header, an include guard, and a guard-less
// header included twice with its macros #undef'd and redefined in between.
// RUN: %xmpcc -ast-dump -I %S/Inputs/sub %s | FileCheck %s
// RUN: %xmpcc -fsyntax-only -I %S/Inputs/sub %s

#define NN 64
#pragma xmp nodes p1[*]
#pragma xmp nodes p2[*][2]
#include "Inputs/hm_outer.h"
#include "Inputs/hm_outer.h"
// CHECK: TemplateDecl to [64 * 2] (bracket)
// CHECK: XmpDistribute to [block] (bracket) onto=p1
// CHECK: TemplateDecl ti [64][64 / 8] (bracket)
// CHECK: XmpDistribute ti [block][cyclic(64 / 8)] (bracket) onto=p2
// OpenACC/OpenMP lines of headers stay as in the main file: kept as they are, then ignored.
// CHECK: AccPragma {{.*}} 'data copy ( NN )'
// CHECK: OmpPragma {{.*}} 'parallel for'
// CHECK-NOT: TemplateDecl to

#define TNAME ta
#define TSIZE NN
#include "Inputs/hm_repeat.h"
// CHECK: TemplateDecl ta [64] (bracket)
#undef TNAME
#undef TSIZE
#define TNAME tb
#define TSIZE DOUBLE(INNER_W)
#include "Inputs/hm_repeat.h"
// CHECK: TemplateDecl tb [64 / 8 * 2] (bracket)

int main(void) {
  HM_BARRIER
  // CHECK: XmpDirective barrier
  return 0;
}
