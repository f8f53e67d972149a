// Invalid program: a label defined twice in one function.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}duplicate_label.c:10:{{[0-9]+}}: error: redefinition of label 'again'
//
int main(void) {
  int x = 0;
again:
  x++;
again:
  return x;
}
