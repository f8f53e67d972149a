// Invalid program: an enumerator defined twice.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}redefinition_enumerator.c:7:{{[0-9]+}}: error: redefinition of enumerator 'RED'
//
enum color { RED, GREEN, BLUE };
enum light { AMBER, GREEN_LIGHT, RED };
int main(void) { return RED; }
