// Invalid program: a stray backslash outside a string.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}stray_backslash.c:8:{{[0-9]+}}: error: {{.*}}
//
int main(void) {
  int x = 4;
  x = x \ 2;
  return x;
}
