// Invalid program: initialising an int from a struct.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}struct_to_int_init.c:9:{{[0-9]+}}: error: initializing 'int' with an expression of incompatible type 'struct pair'
//
struct pair { int a, b; };
int main(void) {
  struct pair p = {1, 2};
  int x = p;
  return x;
}
