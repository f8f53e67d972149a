// Invalid program: two case labels with the same value.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}duplicate_case.c:11:{{[0-9]+}}: error: duplicate case value '3'
//
int main(void) {
  int x = 3, r = 0;
  switch (x) {
  case 1: r = 1; break;
  case 3: r = 3; break;
  case 1 + 2: r = 4; break;
  }
  return r;
}
