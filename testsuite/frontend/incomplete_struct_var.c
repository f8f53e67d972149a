// Invalid program: a variable of an incomplete struct type.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}incomplete_struct_var.c:8:{{[0-9]+}}: error: variable has incomplete type 'struct defined_later'
//
struct defined_later;
int main(void) {
  struct defined_later v;
  return 0;
}
