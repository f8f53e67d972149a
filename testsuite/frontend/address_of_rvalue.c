// Invalid program: taking the address of an rvalue.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}address_of_rvalue.c:8:{{[0-9]+}}: error: cannot take the address of an rvalue of type 'int'
//
int main(void) {
  int x = 1;
  int *p = &(x + 1);
  return *p;
}
