// The excerpt under a diagnostic numbers its line as the file does (the gutter once showed 1
// for every line, the excerpt being cut out of the file).
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: excerpt_line_number.c:[[@LINE+4]]:9: error: use of undeclared identifier 'missing'
// CHECK-NEXT: ╭─[ {{.*}}excerpt_line_number.c:[[@LINE+3]]:9 ]
// CHECK-NEXT: │
// CHECK-NEXT: [[@LINE+1]] │ int y = missing;
int y = missing;
