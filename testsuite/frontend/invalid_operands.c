// Invalid program: binary '+' on a struct and an int.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}invalid_operands.c:9:{{[0-9]+}}: error: invalid operands to binary expression ('struct s' and 'int')
//
struct s { int v; };
int main(void) {
  struct s a = {1};
  int r = a + 1;
  return r;
}
