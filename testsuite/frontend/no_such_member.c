// Invalid program: access to a member the struct does not have.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}no_such_member.c:9:{{[0-9]+}}: error: no member named 'z' in 'struct point'
// CHECK: return p.x + p.z;
struct point { int x, y; };
int main(void) {
  struct point p = {1, 2};
  return p.x + p.z;
}
