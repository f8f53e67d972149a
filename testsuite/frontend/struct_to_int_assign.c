// Invalid program: assigning a struct to an int.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}struct_to_int_assign.c:10:{{[0-9]+}}: error: assigning to 'int' from incompatible type 'struct pair'
//
struct pair { int a, b; };
int main(void) {
  struct pair p = {1, 2};
  int x = 0;
  x = p;
  return x;
}
