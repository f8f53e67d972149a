// An error inside a user header included by the main file is reported with the header's own
// file name and line.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
// CHECK: {{.*}}bad_header.h:4:{{[0-9]+}}: error: use of undeclared identifier 'not_declared_here'

#include "Inputs/bad_header.h"

int main(void) {
  struct ok v = {1};
  return broken_decl(v.a);
}
