// Invalid program: a case label outside a switch.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}case_outside_switch.c:8:{{[0-9]+}}: error: 'case' statement not in switch statement
//
int main(void) {
  int x = 3;
  case 3:
  return x;
}
