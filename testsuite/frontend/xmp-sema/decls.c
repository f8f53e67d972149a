// Sema of nodes declarations: '*' placement, sizes that cannot fit, redefinitions, file-scope
// constants, and executable directives at file scope.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#pragma xmp nodes p[4]
// CHECK: {{.*}}decls.c:[[@LINE+1]]:19: error: node array 'r' needs 8 nodes but node array 'p' needs 4: both map onto the entire node set
#pragma xmp nodes r[8]
// CHECK: {{.*}}decls.c:[[@LINE+1]]:19: error: node array 'q' has 3 elements but the referenced node set has 2
#pragma xmp nodes q[3] = p[0:2]
// CHECK: {{.*}}decls.c:[[@LINE+1]]:26: error: '*' is allowed only as the first extent of a nodes declaration
#pragma xmp nodes bad[2][*]
// CHECK: {{.*}}decls.c:[[@LINE+1]]:24: error: '*' is allowed only as the last extent of a nodes declaration
#pragma xmp nodes bad2(*,2)
// CHECK: {{.*}}decls.c:[[@LINE+1]]:24: error: nodes extent must be positive, not 0
#pragma xmp nodes z[2][0] = p
int n = 4;
// CHECK: {{.*}}decls.c:[[@LINE+1]]:21: error: expression is not an integer constant expression
#pragma xmp nodes v[n] = p
int p2;
// CHECK: {{.*}}decls.c:[[@LINE+2]]:19: error: redefinition of 'p2' as a node array
// CHECK: {{.*}}decls.c:[[@LINE-2]]:5: note: previous definition is here
#pragma xmp nodes p2[4]
// CHECK: {{.*}}decls.c:[[@LINE+1]]:1: error: XMP directive 'barrier' must appear in a statement position, not at file scope
#pragma xmp barrier
// Directives of later issues keep their diagnostic.
// An unfixed template is accepted (template_fix gives its shape at run time).
#pragma xmp template t[:]

int main(void) {
  int k = 2;
#pragma xmp nodes ok[k] = p[0:2]
  return 0;
}

// Node arrays share the ordinary name space.
#pragma xmp nodes clash[4] = p
// CHECK: {{.*}}decls.c:[[@LINE+1]]:5: error: redefinition of 'clash' as different kind of symbol
int clash;
