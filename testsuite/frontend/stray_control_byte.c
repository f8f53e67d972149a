// Invalid program: a stray control byte (0x01) between statements.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}stray_control_byte.c:8:{{[0-9]+}}: error: {{.*}}
//
int main(void) {
  int x = 1;
  x++; 
  return x;
}
