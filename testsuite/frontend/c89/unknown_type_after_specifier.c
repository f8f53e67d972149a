// Invalid program: a storage class or qualifier followed by an undeclared name used as a type
// (not an implicit-int declarator, since another name or a `*` follows it).
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: unknown_type_after_specifier.c:[[@LINE+1]]:14: error: unknown type name 'mystery_t'
static const mystery_t value;
int main(void) { return 0; }
