// Invalid program: 'unsigned' applied to float.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}unsigned_float.c:7:{{[0-9]+}}: error: 'float' cannot be signed or unsigned
//
int main(void) {
  unsigned float f = 1.0f;
  return (int)f;
}
