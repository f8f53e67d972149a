// Hybrid loops take `omp parallel for` with num_threads, if, static scheduling and reductions
// that the XMP loop also has; other forms are errors, as are XMP directives inside a parallel
// region. Without -fopenmp the OpenMP lines are ignored and everything compiles.
// RUN: not %xmpcc -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %xmpcc -fsyntax-only %s
#pragma xmp nodes p[*]
#pragma xmp template t[64]
#pragma xmp distribute t[block] onto p
double a[64];
#pragma xmp align a[i] with t[i]

int main(void) {
  double s = 0, u = 0;
#pragma xmp loop (i) on t[i] reduction(+:s)
#pragma omp parallel for reduction(+:s) num_threads(2) schedule(static)
  for (int i = 0; i < 64; i++)
    s += a[i];
#pragma xmp loop (i) on t[i]
// CHECK: hybrid.c:[[@LINE+1]]:26: error: OpenMP clause 'schedule' on a hybrid '#pragma omp parallel for' + '#pragma xmp loop' is not supported yet
#pragma omp parallel for schedule(dynamic)
  for (int i = 0; i < 64; i++)
    a[i] = i;
// CHECK: hybrid.c:[[@LINE+1]]:13: error: '#pragma omp for' combined with '#pragma xmp loop' is not supported yet (a hybrid loop takes '#pragma omp parallel for')
#pragma omp for
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < 64; i++)
    a[i] = i;
#pragma xmp loop (i) on t[i]
// CHECK: hybrid.c:[[@LINE+1]]:38: error: reduction variable 'u' of a hybrid loop must be in the reduction clause of '#pragma xmp loop' too
#pragma omp parallel for reduction(+:u)
  for (int i = 0; i < 64; i++)
    u += a[i];
#ifdef _OPENMP
#pragma omp parallel
  {
// CHECK: hybrid.c:[[@LINE+1]]:1: error: XMP directive 'barrier' inside an OpenMP parallel region is not supported yet
#pragma xmp barrier
  }
#endif
  return s > 0;
}
