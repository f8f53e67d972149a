// Invalid program: member access on an int.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}member_of_non_struct.c:8:{{[0-9]+}}: error: member reference base type 'int' is not a structure or union
//
int main(void) {
  int n = 5;
  return n.field;
}
