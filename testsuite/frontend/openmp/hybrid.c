// With -fopenmp, OpenMP lines beside an XMP loop (the hybrid loops of reference section 11)
// and XMP directives inside a parallel region are errors until they are implemented; without
// -fopenmp the OpenMP lines are ignored and the loop compiles.
// RUN: not %xmpcc -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %xmpcc -fsyntax-only %s
#pragma xmp nodes p[*]
#pragma xmp template t[64]
#pragma xmp distribute t[block] onto p
double a[64];
#pragma xmp align a[i] with t[i]

int main(void) {
  double s = 0;
#pragma xmp loop (i) on t[i] reduction(+:s)
// CHECK: hybrid.c:[[@LINE+1]]:13: error: '#pragma omp parallel for' combined with '#pragma xmp loop' (a hybrid XMP/OpenMP construct) is not supported yet
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < 64; i++)
    s += a[i];
// CHECK: hybrid.c:[[@LINE+1]]:13: error: '#pragma omp parallel for' combined with '#pragma xmp loop' (a hybrid XMP/OpenMP construct) is not supported yet
#pragma omp parallel for
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < 64; i++)
    a[i] = i;
#ifdef _OPENMP
#pragma omp parallel
  {
// CHECK: hybrid.c:[[@LINE+1]]:1: error: XMP directive 'barrier' inside an OpenMP parallel region is not supported yet
#pragma xmp barrier
  }
#endif
  return s > 0;
}
