// Errors in a directive of an included header, after macro expansion, are reported at the
// header's own file:line:col, and the compilation fails.
// RUN: not %xmpcc -fsyntax-only -DBAD_SYNTAX %s 2>&1 | FileCheck --check-prefix=SYN %s --implicit-check-not=panicked
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=SEMA %s --implicit-check-not=panicked
// SYN: {{.*}}Inputs{{/|\\}}err_header_pragma.h:4:29: error: expected expression
// SEMA-NOT: undeclared identifier 'NN'
// SEMA: {{.*}}Inputs{{/|\\}}err_header_pragma.h:7:39: error: use of undeclared node array 'q'

#define NN 64
#define NODES q
#include "Inputs/err_header_pragma.h"

int main(void) { return 0; }
