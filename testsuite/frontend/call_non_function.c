// Invalid program: calling an object that is not a function.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}call_non_function.c:8:{{[0-9]+}}: error: called object type 'int' is not a function or function pointer
//
int main(void) {
  int count = 3;
  int r = count(2);
  return r;
}
