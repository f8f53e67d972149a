// Invalid program: assignment to an array.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}array_not_assignable.c:8:{{[0-9]+}}: error: array type 'int[3]' is not assignable
//
int main(void) {
  int a[3] = {1, 2, 3}, b[3] = {0};
  a = b;
  return a[0];
}
