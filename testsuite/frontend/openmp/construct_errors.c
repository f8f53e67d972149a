// Malformed task, ordered, copyin, copyprivate and proc_bind forms give clang-22's diagnostics.
// RUN: not %xmpcc -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
int a[10], x;
void f(int *p, int n) {
// (clang-22 points at the operator, column 31.)
// CHECK: construct_errors.c:[[@LINE+1]]:29: error: expected addressable lvalue expression, array element, array section or array shaping expression of non 'omp_depend_t' type
#pragma omp task depend(in: x + 1)
  x++;
// CHECK: construct_errors.c:[[@LINE+1]]:31: error: section length is unspecified and cannot be inferred because subscripted value is not an array
#pragma omp task depend(in: p[:])
  x++;
// CHECK: construct_errors.c:[[@LINE+1]]:27: error: argument to 'priority' clause must be a non-negative integer value
#pragma omp task priority(-1)
  x++;
// CHECK: construct_errors.c:[[@LINE+1]]:25: error: expected depend modifier(iterator) or 'in', 'out', 'inout', 'mutexinoutset', 'depobj' or 'inoutset' in OpenMP clause 'depend'
#pragma omp task depend(foo: x)
  x++;
// CHECK: construct_errors.c:[[@LINE+1]]:18: error: unexpected OpenMP clause 'reduction' in directive '#pragma omp task'
#pragma omp task reduction(+: x)
  x++;
// CHECK: construct_errors.c:[[@LINE+1]]:27: error: directive '#pragma omp task' cannot contain more than one 'final' clause
#pragma omp task final(1) final(0)
  x++;
// CHECK: construct_errors.c:[[@LINE+1]]:23: error: unexpected OpenMP clause 'nowait' in directive '#pragma omp taskgroup'
#pragma omp taskgroup nowait
  x++;
// CHECK: construct_errors.c:[[@LINE+2]]:5: error: cannot return from OpenMP region
#pragma omp task
  { return; }
// Well-formed: sections with and without bounds, lvalues through pointers.
#pragma omp task depend(in: a[2:3], a[:4], a[1:], p[0:n], *p) depend(out: a[n]) depend(inout: x)
  x++;
}
// An ordered region closely nested in a loop without the ordered clause.
void h(int *a, int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
// CHECK: construct_errors.c:[[@LINE+1]]:1: error: region cannot be closely nested inside 'parallel for' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?
#pragma omp ordered
    a[i] = i;
  }
}
// copyin, copyprivate and proc_bind.
int tpv;
#pragma omp threadprivate(tpv)
void k(int n) {
// CHECK: construct_errors.c:[[@LINE+1]]:29: error: copyin variable must be threadprivate
#pragma omp parallel copyin(n)
  n++;
// CHECK: construct_errors.c:[[@LINE+1]]:32: error: expected 'master', 'close', 'spread' or 'primary' in OpenMP clause 'proc_bind'
#pragma omp parallel proc_bind(foo)
  n++;
#pragma omp parallel
  {
// CHECK: construct_errors.c:[[@LINE+1]]:32: error: copyprivate variable must be threadprivate or private in the enclosing context
#pragma omp single copyprivate(n)
    n++;
  }
#pragma omp parallel copyin(tpv) proc_bind(close)
  {
    int m;
#pragma omp single copyprivate(m, tpv)
    m = tpv;
  }
}
// simd clauses.
void s(float *a, int n) {
// CHECK: construct_errors.c:[[@LINE+1]]:26: error: argument to 'simdlen' clause must be a strictly positive integer value
#pragma omp simd simdlen(0)
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
// default(none): each variable from outside the construct that it names without listing it
// (clang-22's note points at 'none', ours at the clause).
int gl;
const int KC = 3;
void dn(int n, int *a) {
  int x = 0, y = 0, i;
#pragma omp parallel default(none) shared(x)
  {
    int z = n;
    x += z + y + gl + KC + tpv;
  }
// CHECK-DAG: construct_errors.c:[[@LINE-3]]:13: error: variable 'n' must have explicitly specified data sharing attributes
// CHECK-DAG: construct_errors.c:[[@LINE-3]]:14: error: variable 'y' must have explicitly specified data sharing attributes
// CHECK-DAG: construct_errors.c:[[@LINE-4]]:18: error: variable 'gl' must have explicitly specified data sharing attributes
// CHECK-DAG: construct_errors.c:[[@LINE-5]]:23: error: variable 'KC' must have explicitly specified data sharing attributes
#pragma omp parallel for default(none) shared(a)
  for (i = 0; i < 10; i++)
    a[i] = i;
#pragma omp task default(none) firstprivate(y)
  x += y;
// CHECK-DAG: construct_errors.c:[[@LINE-1]]:3: error: variable 'x' must have explicitly specified data sharing attributes
}
