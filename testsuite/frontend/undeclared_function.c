// Invalid program: call of an undeclared function (no implicit declarations in C99).
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}undeclared_function.c:8:{{[0-9]+}}: error: call to undeclared function 'compute_something'
//
int main(void) {
  int r = 2;
  r += compute_something(r);
  return r;
}
