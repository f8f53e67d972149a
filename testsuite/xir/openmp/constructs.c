// OpenMP constructs in XIR: a parallel region names its own locals (the private copies, with
// their set-up and combination lowered as C assignments); the loop of `for` is canonical
// (variable, bounds, step); `atomic` reads the value into a hidden local and retries the update.
// RUN: %xmpcc -fopenmp -emit-xir %s -o - | FileCheck %s
// CHECK-LABEL: func @main
int main(void) {
  int s = 0, k;
// CHECK: omp.parallel locals %[[S:[0-9]+]]..%[[E:[0-9]+]] {
// CHECK-NEXT: private %[[S]] init (assign.i32 (local %[[S]] s) (const.i32 0)) combine (assign.i32 (local %0 s) (add.i32 (load (local %0 s)) (load (local %[[S]] s))))
// CHECK-NEXT: omp.for Dynamic chunk (const.i32 2) nowait iv %[[K:[0-9]+]] = (const.i32 0) Lt (const.i32 10) step
// CHECK-NEXT: private %[[K]] last (assign.i32 (local %1 k) (load (local %[[K]] k)))
// CHECK-NEXT: (add_assign.i32 (local %[[S]] s) (load (local %[[K]] k)))
#pragma omp parallel for reduction(+:s) lastprivate(k) schedule(dynamic, 2)
  for (k = 0; k < 10; k++)
    s += k;
// CHECK: omp.critical (c1) {
#pragma omp critical(c1)
  s++;
// CHECK: omp.atomic (addr (local %0 s)) old %[[O:[0-9]+]] new %{{[0-9]+}} update (add.i32 (load (local %[[O]] .omp.old)) (const.i32 1)) then (assign.i32 (local %1 k) (load (local %[[O]] .omp.old)))
#pragma omp atomic capture
  k = s++;
  return s;
}
