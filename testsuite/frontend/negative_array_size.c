// Invalid program: an array declared with a negative size.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}negative_array_size.c:8:{{[0-9]+}}: error: 'bad' declared as an array with a negative size
//
int main(void) {
  int ok[4];
  int bad[-2];
  return ok[0] + bad[0];
}
