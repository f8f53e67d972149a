// Invalid program: a bit-field wider than its type.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}bitfield_too_wide.c:8:{{[0-9]+}}: error: width of bit-field 'wide' (40 bits) exceeds the width of its type (32 bits)
//
struct flags {
  unsigned ok : 3;
  int wide : 40;
};
int main(void) { return 0; }
