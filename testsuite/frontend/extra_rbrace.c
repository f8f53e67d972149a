// Invalid program: an extraneous closing brace at file scope.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}extra_rbrace.c:9:{{[0-9]+}}: error: extraneous closing brace ('}')
//
int main(void) {
  return 0;
}
}
