// Invalid program: use of an undeclared variable.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
// RUN: sh -c '%xmpcc -fsyntax-only %s 2>/dev/null; test $? -eq 1'
// CHECK: {{.*}}undeclared_identifier.c:8:{{[0-9]+}}: error: use of undeclared identifier 'undeclared_thing'
// CHECK: return undeclared_thing + counter;
int main(void) {
  int counter = 0;
  return undeclared_thing + counter;
}
