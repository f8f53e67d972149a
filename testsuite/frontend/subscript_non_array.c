// Invalid program: subscripting an int.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}subscript_non_array.c:8:{{[0-9]+}}: error: subscripted value is not an array, pointer, or vector
//
int main(void) {
  int n = 5;
  return n[1];
}
