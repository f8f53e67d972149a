// Invalid program: continue outside any loop (a switch is not enough).
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}continue_outside_loop.c:10:{{[0-9]+}}: error: 'continue' statement not in loop statement
//
int main(void) {
  int x = 1;
  switch (x) {
  case 1:
    continue;
  }
  return x;
}
