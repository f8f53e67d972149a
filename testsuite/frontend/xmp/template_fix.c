// template_fix: all formats in one bracket pair (C form), extents only in brackets; the
// parenthesis form with 'lower:upper' specs.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#pragma xmp nodes w[4]
#pragma xmp template tg[:]
#pragma xmp distribute tg[gblock(*)] onto w
#pragma xmp template tz[:][:]

void fix(int n, int m, int *part, int *sz) {
#pragma xmp template_fix[gblock(part)] tg[40]
// CHECK: XmpTemplateFix formats=[gblock(part)] (bracket) tg [40] (bracket)
#pragma xmp template_fix[gblock(sz), *] tz[n][m]
// CHECK: XmpTemplateFix formats=[gblock(sz), *] (bracket) tz [n][m] (bracket)
#pragma xmp template_fix tz[n][m]
// CHECK: XmpTemplateFix tz [n][m] (bracket)
#pragma xmp template_fix(block, cyclic) tz(0:n-1, m)
// CHECK: XmpTemplateFix formats=(block, cyclic) (paren) tz (0:n - 1, m) (paren)
#pragma xmp template_fix[block] tg
// CHECK: XmpTemplateFix formats=[block] (bracket) tg{{$}}
}
