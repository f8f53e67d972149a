// Invalid program: a call with more arguments than parameters.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
// RUN: sh -c '%xmpcc -fsyntax-only %s 2>/dev/null; test $? -eq 1'
// CHECK: {{.*}}too_many_arguments.c:9:{{[0-9]+}}: error: too many arguments to function call, expected 2, have 3
//
static int add(int a, int b) { return a + b; }

int main(void) {
  return add(1, 2, 3);
}
