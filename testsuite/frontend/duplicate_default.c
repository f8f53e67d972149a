// Invalid program: two default labels in one switch.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}duplicate_default.c:9:{{[0-9]+}}: error: multiple default labels in one switch
//
int main(void) {
  int x = 3, r = 0;
  switch (x) {
  default: r = 1; break;
  case 2: r = 2; break;
  default: r = 3; break;
  }
  return r;
}
