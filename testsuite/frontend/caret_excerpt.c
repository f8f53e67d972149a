// Diagnostics show the offending source line and, on the next line, a caret or underline
// marker under the error (clang prints `^`, ariadne `┬`/`^` with a margin `│`).
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
// CHECK: {{.*}}caret_excerpt.c:12:{{[0-9]+}}: error: use of undeclared identifier 'missing_name'
// CHECK: total = total + missing_name;
// CHECK-NEXT: {{^ +(│|\|) +(\^|┬|─|~)}}

int main(void) {
  int total = 0;
  for (int i = 0; i < 3; i++)
    total += i;
  total = total + missing_name;
  return total;
}
