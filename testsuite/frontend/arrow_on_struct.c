// Invalid program: '->' applied to a struct that is not a pointer.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}arrow_on_struct.c:9:{{[0-9]+}}: error: member reference type 'struct point' is not a pointer
//
struct point { int x, y; };
int main(void) {
  struct point p = {1, 2};
  return p->x;
}
