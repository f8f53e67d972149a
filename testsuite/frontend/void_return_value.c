// Invalid program: returning a value from a void function.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}void_return_value.c:8:{{[0-9]+}}: error: void function 'reset' should not return a value
//
static void reset(int *p) {
  *p = 0;
  return 1;
}
int main(void) { int v; reset(&v); return v; }
