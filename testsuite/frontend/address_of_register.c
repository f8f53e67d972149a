// Invalid program: taking the address of a register variable.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}address_of_register.c:8:{{[0-9]+}}: error: address of register variable requested
//
int main(void) {
  register int r = 3;
  int *p = &r;
  return *p;
}
