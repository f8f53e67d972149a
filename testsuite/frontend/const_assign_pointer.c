// Invalid program: assignment through a pointer to const.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}const_assign_pointer.c:9:{{[0-9]+}}: error: read-only variable is not assignable
//
int main(void) {
  int v = 1;
  const int *p = &v;
  *p = 2;
  return v;
}
