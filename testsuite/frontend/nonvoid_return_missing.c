// Invalid program: return without a value in a non-void function.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}nonvoid_return_missing.c:7:{{[0-9]+}}: error: non-void function 'get' should return a value
//
static int get(void) {
  return;
}
int main(void) { return get(); }
