// Sema of template references in `on`/`from` clauses: subscript count, a template that is
// not distributed, a non-positive constant step (`*` subscripts are accepted).
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#pragma xmp nodes p[*]
#pragma xmp template t[10][10]
#pragma xmp distribute t[block][*] onto p
#pragma xmp template u[10]
#pragma xmp template v[10]
#pragma xmp distribute v[cyclic] onto p

int main(void) {
  int x = 0;
// CHECK: {{.*}}template_on.c:[[@LINE+1]]:21: error: template reference to 't' has 1 subscript but the template has 2 dimensions
#pragma xmp task on t[0]
  x = 1;
#pragma xmp task on t[0][*]
  x = 2;
// CHECK: {{.*}}template_on.c:[[@LINE+1]]:24: error: template 'u' is not distributed
#pragma xmp barrier on u
// CHECK: {{.*}}template_on.c:[[@LINE+1]]:23: error: the step of a template triplet must be positive
#pragma xmp task on v[0:3:0]
  x = 3;
#pragma xmp task on v[1:3:2]
  x = 4;
  return x;
}
