// Error: wait_async without ids.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_wait_async_empty.c:[[@LINE+2]]:25: error: expected an async id in 'wait_async' directive, found ')'
void f(int *a, double s) {
#pragma xmp wait_async ()
}
