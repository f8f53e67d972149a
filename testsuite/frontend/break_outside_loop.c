// Invalid program: break outside any loop or switch.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
// RUN: sh -c '%xmpcc -fsyntax-only %s 2>/dev/null; test $? -eq 1'
// CHECK: {{.*}}break_outside_loop.c:9:{{[0-9]+}}: error: 'break' statement not in loop or switch statement
//
int main(void) {
  int x = 0;
  if (x == 0)
    break;
  return x;
}
