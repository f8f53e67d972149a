// Error: directive names are case-sensitive in C.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_case_sensitive.c:[[@LINE+2]]:13: error: unknown XMP directive 'LOOP'
void f(int *a, double s) {
#pragma xmp LOOP on t[i]
}
