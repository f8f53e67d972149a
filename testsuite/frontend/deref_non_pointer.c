// Invalid program: unary '*' applied to an int.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}deref_non_pointer.c:8:{{[0-9]+}}: error: indirection requires pointer operand ('int' invalid)
//
int main(void) {
  int n = 5;
  return *n;
}
