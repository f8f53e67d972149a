// Error: a task without 'on' clause.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck --check-prefix=ERR %s --implicit-check-not=panicked

// ERR: {{.*}}err_task_no_on.c:[[@LINE+2]]:18: error: expected 'on' clause in 'task' directive, found 'p'
void f(int *a, double s) {
#pragma xmp task p[0]
}
