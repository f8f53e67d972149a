// OpenMP constructs and clauses this compiler does not implement are errors, never dropped.
// RUN: not %xmpcc -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
void f(int *a, int n) {
// CHECK: not_supported.c:[[@LINE+1]]:13: error: OpenMP directive '#pragma omp target teams' is not supported yet
#pragma omp target teams
  a[1]++;
// CHECK: not_supported.c:[[@LINE+1]]:17: error: OpenMP clause 'ordered(n)' on '#pragma omp for' is not supported yet
#pragma omp for ordered(1)
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma omp for ordered
  for (int i = 0; i < n; i++) {
// CHECK: not_supported.c:[[@LINE+1]]:21: error: OpenMP clause 'depend' on '#pragma omp ordered' (doacross loops) is not supported yet
#pragma omp ordered depend(in: a[i])
    a[i] = i;
  }
}
// linear on a loop shared by threads.
void lin(int *a, int n) {
  int j = 0;
// CHECK: not_supported.c:[[@LINE+1]]:26: error: OpenMP clause 'linear' on '#pragma omp parallel for' is not supported yet
#pragma omp parallel for linear(j)
  for (int i = 0; i < n; i++)
    a[i] = j++;
}
