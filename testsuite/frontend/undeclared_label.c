// Invalid program: goto to a label that does not exist.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}undeclared_label.c:8:{{[0-9]+}}: error: use of undeclared label 'nowhere'
//
int main(void) {
  int x = 0;
  if (x) goto nowhere;
  return x;
}
