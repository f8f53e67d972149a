// Invalid program: subtracting pointers to incompatible types.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}pointer_subtraction_mismatch.c:9:{{[0-9]+}}: error: 'int *' and 'char *' are not pointers to compatible types
//
int main(void) {
  int a[4];
  char b[4];
  long d = &a[3] - &b[0];
  return (int)d;
}
