// A hybrid loop: the XMP loop statement sits in a parallel region (omp.xmp_loop), each thread
// with its own copy of the node's reduction accumulator and its own loop variable; the
// node-level reduction follows the region. loop-localize reaches the loop inside the region.
// RUN: %xmpcc -fopenmp -O0 -emit-xir %s -o - | FileCheck %s --check-prefixes=CHECK,O0
// RUN: %xmpcc -fopenmp -O2 -emit-xir %s -o - | FileCheck %s --check-prefixes=CHECK,O2
#pragma xmp nodes p[*]
#pragma xmp template t[64]
#pragma xmp distribute t[block] onto p
double a[64];
#pragma xmp align a[i] with t[i]

int main(void) {
  int i;
  double s = 0;
// CHECK: omp.parallel locals %{{[0-9]+}}..%{{[0-9]+}} private %0 {
// CHECK-NEXT: private %[[C:[0-9]+]] init {{.*}} combine (assign.f64 (local %[[A:[0-9]+]] .xmp.red.priv) (add.f64 (load (local %[[A]] .xmp.red.priv)) (load (local %[[C]] .omp.red))))
// CHECK-NEXT: omp.xmp_loop {
// O0-NEXT: xmp.loop on t
// O2-NEXT: xmp.local_loop
// CHECK: xmp.reduction + ((local %1 s))
#pragma omp parallel for reduction(+:s)
#pragma xmp loop on t[i] reduction(+:s)
  for (i = 0; i < 64; i++)
    s += a[i];
  return s > 0;
}
