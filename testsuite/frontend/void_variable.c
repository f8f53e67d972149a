// Invalid program: a variable of type void.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}void_variable.c:7:{{[0-9]+}}: error: variable has incomplete type 'void'
//
int main(void) {
  void nothing;
  return 0;
}
