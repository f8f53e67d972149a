// Invalid program: assignment to a const-qualified variable.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
// RUN: sh -c '%xmpcc -fsyntax-only %s 2>/dev/null; test $? -eq 1'
// CHECK: {{.*}}const_assign.c:8:{{[0-9]+}}: error: cannot assign to variable 'limit' with const-qualified type 'const int'
//
int main(void) {
  const int limit = 10;
  limit = 20;
  return limit;
}
