// Invalid program: increment of a const-qualified object.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}const_increment.c:8:{{[0-9]+}}: error: cannot assign to variable 'table' with const-qualified type 'const int[3]'
//
static const int table[3] = {1, 2, 3};
int main(void) {
  table[1]++;
  return table[1];
}
