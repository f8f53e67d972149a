// Invalid program: an else with no matching if.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}else_without_if.c:9:{{[0-9]+}}: error: expected expression
//
int main(void) {
  int x = 1;
  x++;
  else x = 2;
  return x;
}
