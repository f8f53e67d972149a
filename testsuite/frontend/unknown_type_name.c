// Invalid program: a declaration with an unknown type name.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}unknown_type_name.c:9:{{[0-9]+}}: error: {{unknown type name 'mystery_t'|use of undeclared identifier 'mystery_t'}}
//
#include <stddef.h>
int main(void) {
  size_t ok = 0;
  mystery_t value = 0;
  return (int)ok;
}
