// Invalid program: initialising a pointer from an int (an error in clang 16+).
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}int_to_pointer.c:8:{{[0-9]+}}: error: incompatible integer to pointer conversion initializing 'int *' with an expression of type 'int'
//
int main(void) {
  int v = 42;
  int *p = v;
  return *p;
}
