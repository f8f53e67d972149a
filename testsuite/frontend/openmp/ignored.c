// Without -fopenmp, `#pragma omp` lines are ignored as clang ignores them: no warning unless
// -Wsource-uses-openmp (not in -Wall), and malformed ones are not checked.
// RUN: %xmpcc -Wall -fsyntax-only %s 2>&1 | count 0
// RUN: %xmpcc -Wsource-uses-openmp -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %xmpcc -E -fopenmp -DVERSION %s | FileCheck %s --check-prefix=DEF
// RUN: %xmpcc -E -DVERSION %s | FileCheck %s --check-prefix=NODEF
// DEF: version = 201511;
// NODEF: version = _OPENMP;
#ifdef VERSION
int version = _OPENMP;
#endif
int main(void) {
  int s = 0;
// CHECK: ignored.c:[[@LINE+1]]:1: warning: unexpected '#pragma omp ...' in program [-Wsource-uses-openmp]
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < 10; i++)
    s += i;
// CHECK: ignored.c:[[@LINE+1]]:1: warning: unexpected '#pragma omp ...' in program [-Wsource-uses-openmp]
#pragma omp bogus(
  return s != 45;
}
