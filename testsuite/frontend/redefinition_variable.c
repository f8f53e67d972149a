// Invalid program: a local variable defined twice in the same scope.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
// RUN: sh -c '%xmpcc -fsyntax-only %s 2>/dev/null; test $? -eq 1'
// CHECK: {{.*}}redefinition_variable.c:9:{{[0-9]+}}: error: redefinition of 'value'
//
int main(void) {
  int value = 1;
  double other = 2;
  int value = 3;
  return value + (int)other;
}
