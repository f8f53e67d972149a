// Invalid program: a call with fewer arguments than parameters.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}too_few_arguments.c:10:{{[0-9]+}}: error: too few arguments to function call, expected 3, have 2
//
static int add3(int a, int b, int c) { return a + b + c; }

int main(void) {
  int x = 1;
  return add3(x, 2);
}
