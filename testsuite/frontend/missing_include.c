// Invalid program: an #include of a file that does not exist.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}missing_include.c:7:{{[0-9]+}}: {{(fatal )?}}error: 'no_such_header_for_xmp_tests.h' file not found
//
#include <stdio.h>
#include "no_such_header_for_xmp_tests.h"
int main(void) { return 0; }
